import { eq } from 'drizzle-orm';
import { LANGUAGES } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches, sites } from '../../db/schema.js';
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

/** A name as a reference matches it: case and outer spaces aside. */
const nameKey = (name: string) => name.trim().toLowerCase();

// How many of the names that exist an unknown reference's message lists (decision 0060).
const KNOWN_SHOWN = 5;
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The names a reference may take, for a message: the first few by name, "…" when there are more. */
const knownList = (names: readonly string[]) => {
  const sorted = [...names].sort(byName.compare);
  const shown = sorted.slice(0, KNOWN_SHOWN).join(', ');
  return sorted.length > KNOWN_SHOWN ? `${shown}, …` : shown;
};

/**
 * A reference by name that names nothing: the row's error says what was written and what exists
 * ("No branch named 'Atlantis' — known: Hamburg Nord, …"), or that nothing does.
 */
const unknownReference = (
  field: 'branch' | 'site',
  written: string,
  known: readonly string[],
  values: Record<string, string> = {},
): RowError =>
  known.length === 0
    ? { field, message: `validation.${field}UnknownNone`, values: { name: written, ...values } }
    : {
        field,
        message: `validation.${field}Unknown`,
        values: { name: written, known: knownList(known), ...values },
      };

/** The organization's branches by name (case aside), and its only branch when it has one. */
export const branchNames = async (db: Executor, organizationId: number) => {
  const rows = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.organizationId, organizationId));
  return {
    byName: new Map(rows.map((b) => [nameKey(b.name), b.id])),
    nameOf: new Map(rows.map((b) => [b.id, b.name])),
    names: rows.map((b) => b.name),
    only: rows.length === 1 ? rows[0]!.id : undefined,
  };
};
export type BranchNames = Awaited<ReturnType<typeof branchNames>>;

/** The branch a cell names, or its error (what was written, the branches there are). */
export const namedBranch = (refs: BranchNames, cell: string, errors: RowError[]) => {
  const branchId = refs.byName.get(nameKey(cell));
  if (branchId === undefined) errors.push(unknownReference('branch', cell, refs.names));
  return branchId;
};

/**
 * The branch a row names (or the only one, when the cell is empty); an unknown name is the row's
 * error. The id to give the schema: a stand-in for an unknown branch, which is an error already
 * (the schema need not say "required" too).
 */
export const rowBranch = (refs: BranchNames, cell: string | undefined, errors: RowError[]) => {
  if (!cell) return { branchId: refs.only, schemaBranchId: refs.only };
  const branchId = namedBranch(refs, cell, errors);
  return { branchId, schemaBranchId: branchId ?? 1 };
};

/** The organization's sites by branch and name (case aside). */
export const siteNames = async (db: Executor, organizationId: number) => {
  const rows = await db
    .select({ id: sites.id, name: sites.name, branchId: sites.branchId })
    .from(sites)
    .where(eq(sites.organizationId, organizationId));
  const inBranch = new Map<number, string[]>();
  for (const site of rows) {
    const names = inBranch.get(site.branchId) ?? [];
    names.push(site.name);
    inBranch.set(site.branchId, names);
  }
  return {
    byName: new Map(rows.map((s) => [`${s.branchId}:${nameKey(s.name)}`, s.id])),
    nameOf: new Map(rows.map((s) => [s.id, s.name])),
    inBranch,
  };
};
export type SiteNames = Awaited<ReturnType<typeof siteNames>>;

/** The site a cell names within a branch, or its error (what was written, that branch's sites). */
export const namedSite = (
  refs: SiteNames,
  branch: { id: number; name: string },
  cell: string,
  errors: RowError[],
) => {
  const siteId = refs.byName.get(`${branch.id}:${nameKey(cell)}`);
  if (siteId === undefined)
    errors.push(
      unknownReference('site', cell, refs.inBranch.get(branch.id) ?? [], { branch: branch.name }),
    );
  return siteId;
};
