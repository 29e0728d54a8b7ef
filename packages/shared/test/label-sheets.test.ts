import { describe, expect, it } from 'vitest';
import {
  LABEL_FORMATS,
  LABEL_ROLL_ITEMS_MAX,
  LABEL_SHEET_ITEMS_MAX,
  LABEL_SHEET_LAYOUTS,
  labelSheetPages,
  labelSheetRequestSchema,
  labelsPerPage,
} from '../src/labels/label-sheets.js';

const messages = (input: unknown) => {
  const result = labelSheetRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('label sheet formats', () => {
  it('hold 21, 10 and 1 labels a page', () => {
    expect(LABEL_FORMATS.map(labelsPerPage)).toEqual([21, 10, 1]);
    expect(labelSheetPages('a4-3x7', 22)).toBe(2);
    expect(labelSheetPages('a4-2x5', 10)).toBe(1);
    expect(labelSheetPages('roll-62mm', 3)).toBe(3);
  });

  it('fit every label on its page', () => {
    for (const format of LABEL_FORMATS) {
      const { page, label, origin, columns, rows } = LABEL_SHEET_LAYOUTS[format];
      expect(origin.x + columns * label.width, format).toBeLessThanOrEqual(page.width + 1e-9);
      expect(origin.y + rows * label.height, format).toBeLessThanOrEqual(page.height + 1e-9);
    }
  });
});

describe('label sheet requests', () => {
  it('take items by id or a list by its filters', () => {
    expect(messages({ kind: 'tool', format: 'a4-3x7', ids: [1, 2], serialBarcode: true })).toEqual(
      [],
    );
    expect(
      messages({ kind: 'vehicle', format: 'roll-62mm', list: { status: 'in_use', search: 'x' } }),
    ).toEqual([]);
    expect(messages({ kind: 'site', format: 'a4-2x5', list: {} })).toEqual([]);
  });

  it('want exactly one of ids and list', () => {
    expect(messages({ kind: 'tool', format: 'a4-3x7' })).toEqual(['validation.labelItemsOrList']);
    expect(messages({ kind: 'tool', format: 'a4-3x7', ids: [1], list: {} })).toEqual([
      'validation.labelItemsOrList',
    ]);
  });

  it('refuse an unknown kind or format, no ids, too many, and a filter the list does not have', () => {
    expect(messages({ kind: 'drill', format: 'a4-3x7', ids: [1] })).toEqual([
      'validation.labelKind',
    ]);
    expect(messages({ kind: 'tool', format: 'a5', ids: [1] })).toEqual(['validation.labelFormat']);
    expect(messages({ kind: 'tool', format: 'a4-3x7', ids: [] })).toEqual([
      'validation.labelItemsRequired',
    ]);
    const tooMany = Array.from({ length: LABEL_SHEET_ITEMS_MAX + 1 }, (_, i) => i + 1);
    expect(messages({ kind: 'tool', format: 'a4-3x7', ids: tooMany })).toEqual([
      'validation.labelItemsMax',
    ]);
    const roll = Array.from({ length: LABEL_ROLL_ITEMS_MAX + 1 }, (_, i) => i + 1);
    expect(messages({ kind: 'tool', format: 'roll-62mm', ids: roll })).toEqual([
      'validation.labelRollMax',
    ]);
    expect(messages({ kind: 'tool', format: 'a4-3x7', ids: roll })).toEqual([]);
    expect(messages({ kind: 'tool', format: 'a4-3x7', list: { status: 'in_use' } })).toEqual([
      'validation.invalidValue',
    ]);
  });
});
