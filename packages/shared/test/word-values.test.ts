import { describe, expect, it } from 'vitest';
import en from '../src/i18n/locales/en.json' with { type: 'json' };
import de from '../src/i18n/locales/de.json' with { type: 'json' };
import { createTranslator, wordValues } from '../src/i18n/translate.js';

const translate = createTranslator({ en, de });

describe('a message whose values are keys', () => {
  it('words the key values in the reader language and keeps plain text and numbers', () => {
    const values = wordValues(
      { status: 'statuses.tool.maintenance', name: 'Drill 7', count: 3 },
      (value) => translate('de', value),
    );
    expect(values).toEqual({ status: de.statuses.tool.maintenance, name: 'Drill 7', count: 3 });
    expect(values.status).not.toBe('statuses.tool.maintenance');
  });
});
