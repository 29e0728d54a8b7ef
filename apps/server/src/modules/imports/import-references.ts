import { eq } from 'drizzle-orm';
import { LANGUAGES } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { looseText } from './guess-mapping.js';
import type { RowError } from './row-errors.js';

/** A code as a person writes it: the code itself or its name in any of the five languages. */
export const codeNames = (codes: readonly string[], labelOf: (code: string) => string) =>
  new Map(
    codes.flatMap((code) => [
      [looseText(code), code] as const,
      ...LANGUAGES.map((lng) => [looseText(translate(lng, labelOf(code))), code] as const),
    ]),
  );

/** The code a cell names, or the cell as written (the form's schema then refuses it). */
export const readCode = (names: Map<string, string>, cell: string | undefined) =>
  cell ? (names.get(looseText(cell)) ?? cell) : undefined;

/** The organization's branches by name (case aside), and its only branch when it has one. */
export const branchNames = async (db: Executor, organizationId: number) => {
  const rows = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.organizationId, organizationId));
  return {
    byName: new Map(rows.map((b) => [b.name.trim().toLowerCase(), b.id])),
    only: rows.length === 1 ? rows[0]!.id : undefined,
  };
};
export type BranchNames = Awaited<ReturnType<typeof branchNames>>;

/**
 * The branch a row names (or the only one, when the cell is empty); an unknown name is the row's
 * error. The id to give the schema: a stand-in for an unknown branch, which is an error already
 * (the schema need not say "required" too).
 */
export const rowBranch = (refs: BranchNames, cell: string | undefined, errors: RowError[]) => {
  if (!cell) return { branchId: refs.only, schemaBranchId: refs.only };
  const branchId = refs.byName.get(cell.toLowerCase());
  if (branchId === undefined)
    errors.push({ field: 'branch', message: 'validation.referenceInvalid' });
  return { branchId, schemaBranchId: branchId ?? 1 };
};
