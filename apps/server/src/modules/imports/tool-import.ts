import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { anyOf } from '../../data/any-of.js';
import { TOOL_STATUSES, toolSchema, toolUpdateSchema } from '@toolyard/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { tools } from '../../db/schema.js';
import { insertTools } from '../tools/index.js';
import { checkInitialStatus } from '../items/index.js';
import {
  changedToolFields,
  TOOL_EDITABLE_COLUMNS,
  withBranchRule,
  writeToolEdits,
  type EditableTool,
  type PlannedToolEdit,
} from '../tools/index.js';
import { markDuplicates, type DuplicateKey } from './duplicates.js';
import type { ImportKindHandler, MappedRow, PlannedRow } from './import-kind.js';
import {
  itemIndex,
  matchRow,
  namedByRows,
  type ItemIndex,
  type NaturalKey,
} from './import-matches.js';
import {
  branchNames,
  codeNames,
  namedBranch,
  namedSite,
  readCode,
  rowBranch,
  siteNames,
  type BranchNames,
  type SiteNames,
} from './import-references.js';
import { changeOf, markSameItems, matchedOutcome, statusNotes } from './import-updates.js';
import { planRows } from './plan-rows.js';
import { controlCharacterErrors, ruleErrors, schemaErrors, type RowError } from './row-errors.js';

type ToolInput = z.output<typeof toolSchema>;
type Planned = PlannedRow<ToolInput, PlannedToolEdit>;

/** A status as a person writes it: its code or its name in any of the five languages. */
const STATUS_NAMES = codeNames(TOOL_STATUSES, (status) => `statuses.tool.${status}`);

const FORM_FIELD: Record<string, string> = { branchId: 'branch', siteId: 'site' };
const fieldOf = (key: string) => FORM_FIELD[key] ?? key;

/** What an import may edit of a tool: the form's update, without its status (decision 0060). */
const toolEditSchema = toolUpdateSchema.omit({ status: true });

const lower = (text: string) => text.toLowerCase();

type References = { branches: BranchNames; sites: SiteNames };

/** A tool a row may name, with what an edit compares. */
type KnownTool = EditableTool & { id: number; labelCode: string; status: string };

/** A tool is the one of its serial number, case aside (decision 0030). */
const SERIAL: NaturalKey<KnownTool> = {
  field: 'serialNumber',
  keyOf: lower,
  of: (tool) => tool.serialNumber,
};

/** The organization's tools the file's rows name by label code, id or serial number: one query. */
const namedTools = async (
  db: Executor,
  organizationId: number,
  rows: readonly MappedRow[],
): Promise<ItemIndex<KnownTool>> => {
  const { codes, ids, naturals } = namedByRows(rows, [SERIAL]);
  const serials = naturals[0]!;
  if (codes.length + ids.length + serials.length === 0) return itemIndex([], [SERIAL]);
  const found = await db
    .select({
      id: tools.id,
      labelCode: tools.labelCode,
      status: tools.status,
      // What an edit compares and writes: the edit path's own columns.
      ...TOOL_EDITABLE_COLUMNS,
    })
    .from(tools)
    .where(
      and(
        eq(tools.organizationId, organizationId),
        or(
          anyOf(tools.labelCode, codes, 'text'),
          anyOf(tools.id, ids, 'integer'),
          anyOf(sql`lower(${tools.serialNumber})`, serials, 'text'),
        ),
      ),
    );
  return itemIndex<KnownTool>(found, [SERIAL]);
};

const duplicateKey = (input: ToolInput): DuplicateKey =>
  input.serialNumber
    ? { key: `s:${lower(input.serialNumber)}`, unique: true }
    : { key: `n:${input.branchId}:${lower(input.name)}`, unique: false };

/**
 * How many tools without a serial number the organization already has of the file's new ones'
 * names and branches (a new tool with a serial number has none: that would have named it).
 */
const existingTools = async (db: Executor, organizationId: number, inputs: ToolInput[]) => {
  const names = [...new Set(inputs.flatMap((i) => (i.serialNumber ? [] : [lower(i.name)])))];
  const counts = new Map<string, number>();
  if (names.length === 0) return counts;
  const key = sql<string>`'n:' || ${tools.branchId} || ':' || lower(${tools.name})`;
  const rows = await db
    .select({ key, count: sql<number>`count(*)::int` })
    .from(tools)
    .where(
      and(
        eq(tools.organizationId, organizationId),
        or(isNull(tools.serialNumber), eq(tools.serialNumber, '')),
        anyOf(sql`lower(${tools.name})`, names, 'text'),
      ),
    )
    .groupBy(key);
  for (const row of rows) counts.set(row.key, row.count);
  return counts;
};

/** A new tool: the create form's schema and initial-status rule, references by name. */
const planCreate = (
  row: MappedRow,
  base: { line: number; label: string },
  refs: References,
  errors: RowError[],
): Planned => {
  const v = row.values;
  const { branchId, schemaBranchId } = rowBranch(refs.branches, v.branch, errors);
  let siteId: number | null = null;
  if (v.site && branchId !== undefined) {
    const branch = { id: branchId, name: refs.branches.nameOf.get(branchId) ?? '' };
    siteId = namedSite(refs.sites, branch, v.site, errors) ?? null;
  }
  const parsed = toolSchema.safeParse({
    name: v.name ?? '',
    description: v.description,
    serialNumber: v.serialNumber,
    purchaseDate: v.purchaseDate,
    status: readCode(STATUS_NAMES, v.status),
    lastMaintenanceDate: v.lastMaintenanceDate,
    nextMaintenanceDate: v.nextMaintenanceDate,
    branchId: schemaBranchId,
    siteId,
    condition: v.condition,
    notes: v.notes,
  });
  if (!parsed.success) errors.push(...schemaErrors(parsed.error, fieldOf));
  else errors.push(...ruleErrors(() => checkInitialStatus(parsed.data)));
  const outcome = { ...base, duplicateOfLine: null };
  if (errors.length > 0 || !parsed.success) return { ...outcome, action: 'invalid', errors };
  return { ...outcome, action: 'create', errors: [], input: parsed.data };
};

/**
 * A row naming an existing tool: its mapped cells through the form's update schema and rule (a
 * column not mapped keeps its field; an empty branch cell keeps the branch), compared with the
 * tool. The status is never changed (decision 0060).
 */
const planEdit = (
  row: MappedRow,
  base: { line: number; label: string },
  tool: KnownTool,
  refs: References,
  errors: RowError[],
): Planned => {
  const v = row.values;
  const branchId = v.branch ? namedBranch(refs.branches, v.branch, errors) : undefined;
  let siteId: number | null | undefined;
  if (v.site !== undefined && (!v.branch || branchId !== undefined)) {
    const inBranch = branchId ?? tool.branchId;
    const branch = { id: inBranch, name: refs.branches.nameOf.get(inBranch) ?? '' };
    siteId = v.site === '' ? null : namedSite(refs.sites, branch, v.site, errors);
  }
  const parsed = toolEditSchema.safeParse({
    name: v.name,
    description: v.description,
    serialNumber: v.serialNumber,
    purchaseDate: v.purchaseDate,
    lastMaintenanceDate: v.lastMaintenanceDate,
    nextMaintenanceDate: v.nextMaintenanceDate,
    branchId,
    siteId,
    condition: v.condition,
    notes: v.notes,
  });
  if (!parsed.success) errors.push(...schemaErrors(parsed.error, fieldOf));
  if (errors.length > 0 || !parsed.success)
    return { ...base, itemId: tool.id, action: 'invalid', errors, duplicateOfLine: null };
  const edit = withBranchRule(tool, parsed.data);
  // Named by its serial number: the same number in another case is no change of it.
  const byKey = !v.labelCode && !v.id;
  if (byKey && edit.serialNumber && lower(edit.serialNumber) === lower(tool.serialNumber ?? ''))
    edit.serialNumber = tool.serialNumber;
  const fields = changedToolFields(tool, edit);
  const branchName = (id: number | null | undefined) =>
    id ? refs.branches.nameOf.get(id) : undefined;
  const siteName = (id: number | null | undefined) => (id ? refs.sites.nameOf.get(id) : undefined);
  const changes = fields.map((field) =>
    field === 'branchId'
      ? changeOf('branch', branchName(tool.branchId), branchName(edit.branchId))
      : field === 'siteId'
        ? changeOf('site', siteName(tool.siteId), siteName(edit.siteId))
        : changeOf(field, tool[field], edit[field]),
  );
  return matchedOutcome(base, tool.id, statusNotes(STATUS_NAMES, v.status, tool.status), changes, {
    tool,
    set: edit,
    fields,
  });
};

const planRow = (row: MappedRow, refs: References, index: ItemIndex<KnownTool>): Planned => {
  const v = row.values;
  const match = matchRow(index, v);
  const errors = [...controlCharacterErrors(v), ...match.errors];
  const base = { line: row.line, label: v.name || match.item?.name || '' };
  if (match.errors.length > 0) return { ...base, action: 'invalid', errors, duplicateOfLine: null };
  if (match.item) return planEdit(row, base, match.item, refs, errors);
  return planCreate(row, base, refs, errors);
};

/**
 * Tools: a row naming one of the organization's tools (label code, id, serial number) updates
 * it; any other row is a new tool, unless the organization or the file has it already.
 */
export const toolImport: ImportKindHandler<ToolInput, PlannedToolEdit> = {
  plan: async (db, organizationId, rows) => {
    const refs = {
      branches: await branchNames(db, organizationId),
      sites: await siteNames(db, organizationId),
    };
    const index = await namedTools(db, organizationId, rows);
    const planned = await planRows(rows, (row) => planRow(row, refs, index));
    markSameItems(planned);
    const inputs = planned.flatMap((row) => (row.input ? [row.input] : []));
    markDuplicates(planned, duplicateKey, await existingTools(db, organizationId, inputs));
    return planned;
  },
  writeBatch: (tx, auth, organizationId, inputs) => insertTools(tx, auth, organizationId, inputs),
  writeUpdates: (tx, auth, organizationId, updates) =>
    writeToolEdits(tx, auth, organizationId, updates),
};
