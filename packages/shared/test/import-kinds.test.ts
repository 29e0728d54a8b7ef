import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  branchSchema,
  IMPORT_FIELDS,
  IMPORT_KINDS,
  IMPORT_MATCH_FIELDS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_CHARACTERS,
  importCellLength,
  siteSchema,
  storageUnitSchema,
  toolSchema,
  vehicleSchemaFor,
  workerCreateFormSchema,
  type ImportKind,
} from '../src/index.js';

// Each kind's create form: an import row goes through it (decision 0030).
const SHAPES: Record<ImportKind, Record<string, z.ZodType>> = {
  tools: toolSchema.shape,
  vehicles: vehicleSchemaFor(new Date('2026-11-27')).shape,
  storageUnits: storageUnitSchema.shape,
  workers: workerCreateFormSchema.shape,
};
// References by name: as long as the referenced record's name may be.
const REFERENCES: Record<string, z.ZodType> = {
  branch: branchSchema.shape.name,
  site: siteSchema.shape.name,
};

/** Whether the schema calls a text of `length` letters too long. */
const tooLong = (schema: z.ZodType, length: number) => {
  const parsed = schema.safeParse('a'.repeat(length));
  return !parsed.success && parsed.error.issues.some((issue) => issue.code === 'too_big');
};

describe('the import fields’ lengths', () => {
  for (const kind of IMPORT_KINDS) {
    it(`${kind}: each text field's maxLength is its form's, any other field reads as a name`, () => {
      for (const { field, maxLength } of IMPORT_FIELDS[kind]) {
        // A label code or an id names an existing item (decision 0060): read as a name's length.
        if (IMPORT_MATCH_FIELDS.includes(field)) {
          expect([field, maxLength]).toEqual([field, 255]);
          continue;
        }
        const schema = REFERENCES[field] ?? SHAPES[kind][field];
        expect(schema, field).toBeDefined();
        if (tooLong(schema!, 100_000)) {
          expect([field, tooLong(schema!, maxLength)]).toEqual([field, false]);
          expect([field, tooLong(schema!, maxLength + 1)]).toEqual([field, true]);
        } else expect([field, maxLength]).toEqual([field, 255]);
      }
    });
  }

  it('keeps one character more of a cell than the longest field takes', () => {
    // Descriptions and notes take 5,000 characters; a worker's fields a few hundred.
    expect(importCellLength('tools')).toBe(5_001);
    expect(importCellLength('vehicles')).toBe(5_001);
    expect(importCellLength('storageUnits')).toBe(5_001);
    expect(importCellLength('workers')).toBeLessThanOrEqual(257);
  });

  it('lets a file keep as many characters as the largest CSV an upload takes can hold', () => {
    // Each character of a CSV is at least one byte of it.
    expect(IMPORT_MAX_CHARACTERS).toBeGreaterThanOrEqual(IMPORT_MAX_BYTES);
  });
});
