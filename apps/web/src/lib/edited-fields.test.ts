import { describe, expect, it } from 'vitest';
import { I18N_RESOURCES, LANGUAGES } from '@toolyard/shared';
import { EDITED_FIELD_LABELS, editedFieldLabels } from './edited-fields';

const textOf = (language: (typeof LANGUAGES)[number], key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      I18N_RESOURCES[language],
    );

describe('the fields an edit’s log entry names (decision 0060)', () => {
  it('labels each field as the forms do, in the order given, leaving out fields it has no label for', () => {
    expect(editedFieldLabels('tools', ['siteId', 'name', 'unknownField'])).toEqual([
      'tools.site',
      'tools.name',
    ]);
    expect(editedFieldLabels('vehicles', ['nextServiceDate'])).toEqual(['vehicles.nextService']);
  });

  it('has every label in all five languages', () => {
    for (const labels of Object.values(EDITED_FIELD_LABELS))
      for (const key of Object.values(labels))
        for (const language of LANGUAGES)
          expect(typeof textOf(language, key), `${language} ${key}`).toBe('string');
  });
});
