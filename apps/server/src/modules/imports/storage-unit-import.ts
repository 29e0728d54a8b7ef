import { and, eq, inArray, sql } from 'drizzle-orm';
import { storageUnitSchema } from '@toolyard/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { storageUnits } from '../../db/schema.js';
import { insertStorageUnits } from '../storage/storage-use-cases.js';
import { markDuplicates } from './duplicates.js';
import type { ImportKindHandler, MappedRow, PlannedRow } from './import-kind.js';
import { branchNames, rowBranch, type BranchNames } from './import-references.js';
import { planRows } from './plan-rows.js';
import { controlCharacterErrors, schemaErrors } from './row-errors.js';

type StorageUnitInput = z.output<typeof storageUnitSchema>;

const FORM_FIELD: Record<string, string> = { branchId: 'branch' };

/** A unit is the one of its name (case aside) in its branch. */
const unitKey = (input: { branchId: number; name: string }) =>
  `${input.branchId}:${input.name.toLowerCase()}`;

/** The file's units the organization already has, by name and branch. */
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
        inArray(sql`lower(${storageUnits.name})`, names),
      ),
    );
  for (const row of rows) counts.set(unitKey(row), 1);
  return counts;
};

const planRow = (row: MappedRow, refs: BranchNames): PlannedRow<StorageUnitInput> => {
  const v = row.values;
  const errors = controlCharacterErrors(v);
  const { schemaBranchId } = rowBranch(refs, v.branch, errors);
  const parsed = storageUnitSchema.safeParse({
    name: v.name ?? '',
    location: v.location ?? '',
    description: v.description,
    capacity: v.capacity,
    branchId: schemaBranchId,
  });
  if (!parsed.success) errors.push(...schemaErrors(parsed.error, (key) => FORM_FIELD[key] ?? key));
  const outcome = { line: row.line, label: v.name ?? '', duplicateOfLine: null };
  if (errors.length > 0 || !parsed.success) return { ...outcome, action: 'invalid', errors };
  return { ...outcome, action: 'create', errors: [], input: parsed.data };
};

/** Storage units: one of a name per branch, in the organization and in the file. */
export const storageUnitImport: ImportKindHandler<StorageUnitInput> = {
  plan: async (db, organizationId, rows) => {
    const refs = await branchNames(db, organizationId);
    const planned = await planRows(rows, (row) => planRow(row, refs));
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
};
