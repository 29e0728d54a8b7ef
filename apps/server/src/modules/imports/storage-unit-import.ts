import { and, eq, or, sql } from 'drizzle-orm';
import { anyOf } from '../../data/any-of.js';
import { storageUnitSchema } from '@toolyard/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { storageUnits } from '../../db/schema.js';
import { insertStorageUnits } from '../storage/index.js';
import {
  changedUnitFields,
  writeStorageUnitEdits,
  type EditableUnit,
  type PlannedUnitEdit,
} from '../storage/index.js';
import { markDuplicates } from './duplicates.js';
import type { ImportKindHandler, MappedRow, PlannedRow } from './import-kind.js';
import { itemIndex, matchRow, namedByRows, type ItemIndex } from './import-matches.js';
import { branchNames, namedBranch, rowBranch, type BranchNames } from './import-references.js';
import { changeOf, markSameItems, matchedOutcome } from './import-updates.js';
import { planRows } from './plan-rows.js';
import { controlCharacterErrors, schemaErrors, type RowError } from './row-errors.js';

type StorageUnitInput = z.output<typeof storageUnitSchema>;
type Planned = PlannedRow<StorageUnitInput, PlannedUnitEdit>;

const FORM_FIELD: Record<string, string> = { branchId: 'branch' };
const fieldOf = (key: string) => FORM_FIELD[key] ?? key;

/** What an import may edit of a unit: the form's fields, each optional. */
const unitEditSchema = storageUnitSchema.partial();

/** A unit is the one of its name (case aside) in its branch. */
const unitKey = (input: { branchId: number; name: string }) =>
  `${input.branchId}:${input.name.toLowerCase()}`;

type KnownUnit = EditableUnit & { id: number; labelCode: string };

/**
 * The organization's units the file's rows name by label code or id: one query. A unit's name
 * is no key of its own (it is one per branch): a row without either is a new unit, unless its
 * branch has one of that name (a duplicate, skipped, as before decision 0060).
 */
const namedUnits = async (
  db: Executor,
  organizationId: number,
  rows: readonly MappedRow[],
): Promise<ItemIndex<KnownUnit>> => {
  const { codes, ids } = namedByRows(rows, []);
  if (codes.length + ids.length === 0) return itemIndex<KnownUnit>([], []);
  const found = await db
    .select({
      id: storageUnits.id,
      labelCode: storageUnits.labelCode,
      name: storageUnits.name,
      location: storageUnits.location,
      description: storageUnits.description,
      capacity: storageUnits.capacity,
      branchId: storageUnits.branchId,
    })
    .from(storageUnits)
    .where(
      and(
        eq(storageUnits.organizationId, organizationId),
        or(anyOf(storageUnits.labelCode, codes, 'text'), anyOf(storageUnits.id, ids, 'integer')),
      ),
    );
  return itemIndex<KnownUnit>(found, []);
};

/** The file's new units the organization already has, by name and branch. */
const existingUnits = async (db: Executor, organizationId: number, inputs: StorageUnitInput[]) => {
  const names = [...new Set(inputs.map((input) => input.name.toLowerCase()))];
  const counts = new Map<string, number>();
  if (names.length === 0) return counts;
  const rows = await db
    .select({ branchId: storageUnits.branchId, name: storageUnits.name })
    .from(storageUnits)
    .where(
      and(
        eq(storageUnits.organizationId, organizationId),
        anyOf(sql`lower(${storageUnits.name})`, names, 'text'),
      ),
    );
  for (const row of rows) counts.set(unitKey(row), 1);
  return counts;
};

const planCreate = (
  row: MappedRow,
  base: { line: number; label: string },
  refs: BranchNames,
  errors: RowError[],
): Planned => {
  const v = row.values;
  const { schemaBranchId } = rowBranch(refs, v.branch, errors);
  const parsed = storageUnitSchema.safeParse({
    name: v.name ?? '',
    location: v.location ?? '',
    description: v.description,
    capacity: v.capacity,
    branchId: schemaBranchId,
  });
  if (!parsed.success) errors.push(...schemaErrors(parsed.error, fieldOf));
  const outcome = { ...base, duplicateOfLine: null };
  if (errors.length > 0 || !parsed.success) return { ...outcome, action: 'invalid', errors };
  return { ...outcome, action: 'create', errors: [], input: parsed.data };
};

/** A row naming an existing unit: its mapped cells through the form's schema, compared with it. */
const planEdit = (
  row: MappedRow,
  base: { line: number; label: string },
  unit: KnownUnit,
  refs: BranchNames,
  errors: RowError[],
): Planned => {
  const v = row.values;
  const branchId = v.branch ? namedBranch(refs, v.branch, errors) : undefined;
  const parsed = unitEditSchema.safeParse({
    name: v.name,
    location: v.location,
    description: v.description,
    capacity: v.capacity,
    branchId,
  });
  if (!parsed.success) errors.push(...schemaErrors(parsed.error, fieldOf));
  if (errors.length > 0 || !parsed.success)
    return { ...base, itemId: unit.id, action: 'invalid', errors, duplicateOfLine: null };
  const edit = parsed.data;
  const fields = changedUnitFields(unit, edit);
  const branchName = (id: number | undefined) => (id ? refs.nameOf.get(id) : undefined);
  const changes = fields.map((field) =>
    field === 'branchId'
      ? changeOf('branch', branchName(unit.branchId), branchName(edit.branchId))
      : changeOf(field, unit[field], edit[field]),
  );
  return matchedOutcome(base, unit.id, [], changes, { unit, set: edit, fields });
};

const planRow = (row: MappedRow, refs: BranchNames, index: ItemIndex<KnownUnit>): Planned => {
  const v = row.values;
  const match = matchRow(index, v);
  const errors = [...controlCharacterErrors(v), ...match.errors];
  const base = { line: row.line, label: v.name || match.item?.name || '' };
  if (match.errors.length > 0) return { ...base, action: 'invalid', errors, duplicateOfLine: null };
  if (match.item) return planEdit(row, base, match.item, refs, errors);
  return planCreate(row, base, refs, errors);
};

/**
 * Storage units: a row naming one of the organization's units (label code, id) updates it; any
 * other row is a new unit, one of a name per branch, in the organization and in the file.
 */
export const storageUnitImport: ImportKindHandler<StorageUnitInput, PlannedUnitEdit> = {
  plan: async (db, organizationId, rows) => {
    const refs = await branchNames(db, organizationId);
    const index = await namedUnits(db, organizationId, rows);
    const planned = await planRows(rows, (row) => planRow(row, refs, index));
    markSameItems(planned);
    const inputs = planned.flatMap((row) => (row.input ? [row.input] : []));
    markDuplicates(
      planned,
      (input) => ({ key: unitKey(input), unique: true }),
      await existingUnits(db, organizationId, inputs),
    );
    return planned;
  },
  writeBatch: (tx, auth, organizationId, inputs) =>
    insertStorageUnits(tx, auth, organizationId, inputs),
  writeUpdates: (tx, auth, organizationId, updates) =>
    writeStorageUnitEdits(tx, auth, organizationId, updates),
};
