import { z } from '../zod.js';
import { IMPORT_KINDS, IMPORT_MAX_COLUMNS } from './import-kinds.js';

export const importKindQuery = z.object({
  kind: z.enum(IMPORT_KINDS, { error: 'validation.invalidValue' }),
});

export const importTemplateQuery = importKindQuery.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'validation.invalidValue' }).default('csv'),
});

/** Which column (0-based) each field is read from; null or absent: not imported. */
export const importMappingSchema = z.object({
  mapping: z.record(
    z.string().max(50),
    z
      .number({ error: 'validation.invalidValue' })
      .int()
      .min(0)
      .max(IMPORT_MAX_COLUMNS - 1)
      .nullable(),
  ),
});
export type ImportMapping = z.output<typeof importMappingSchema>['mapping'];

export const importStagedResponseSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.number().int().nullable()),
  rowCount: z.number().int(),
  expiresAt: z.string(),
});
export type ImportStaged = z.output<typeof importStagedResponseSchema>;

/**
 * What a row would do: be created; update the existing item it names (label code, id, serial
 * number or plate, decision 0060); leave that item as it is, since nothing differs; be skipped
 * as a duplicate; or be refused for its errors.
 */
export const IMPORT_ROW_ACTIONS = ['create', 'update', 'unchanged', 'skip', 'invalid'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

/** A message about one field of a row: an i18n key, and the values its text names. */
const rowMessageSchema = z.object({
  field: z.string(),
  message: z.string(),
  /** What the text names: what was written, what exists ("No branch named …"). */
  values: z.record(z.string(), z.string()).optional(),
});
export type ImportRowMessage = z.output<typeof rowMessageSchema>;

export const importRowOutcomeSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(IMPORT_ROW_ACTIONS),
  /** What the row is called (its name, plate, username), for the preview table. */
  label: z.string(),
  /** Per field: i18n keys, the same messages the forms show. */
  errors: z.array(rowMessageSchema),
  /** What is left as it is although the file says otherwise (a status: only moves change it). */
  notes: z.array(rowMessageSchema),
  /**
   * For an update: each field that changes, from the item's value to the file's, as text
   * (references by name, dates yyyy-MM-dd, codes such as a tire type as codes); null is empty.
   */
  changes: z.array(
    z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() }),
  ),
  /** For a skipped row: the line of the same record earlier in the file, if that is why. */
  duplicateOfLine: z.number().int().nullable(),
});
export type ImportRowOutcome = z.output<typeof importRowOutcomeSchema>;

export const importCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  skip: z.number().int(),
  invalid: z.number().int(),
});

export const importPreviewResponseSchema = z.object({
  counts: importCountsSchema,
  /**
   * Every invalid row, every update and the first rows of the file, by line (each kind up to a
   * bound); `truncated` when some were left out.
   */
  rows: z.array(importRowOutcomeSchema),
  truncated: z.boolean(),
});
export type ImportPreview = z.output<typeof importPreviewResponseSchema>;

export const IMPORT_STATES = ['staged', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const importProgressResponseSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  state: z.enum(IMPORT_STATES),
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  /** Existing items changed by their rows (decision 0060), and those whose rows changed nothing. */
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  invalid: z.number().int(),
});
export type ImportProgress = z.output<typeof importProgressResponseSchema>;
