import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { LANGUAGES, TOOL_STATUSES, toolSchema } from '@toolyard/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { branches, sites, tools } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { checkInitialToolStatus, insertTools } from '../tools/tool-use-cases.js';
import { markDuplicates, type DuplicateKey } from './duplicates.js';
import { looseText } from './guess-mapping.js';
import type { ImportKindHandler, MappedRow, PlannedRow } from './import-kind.js';
import { planRows } from './plan-rows.js';
import { controlCharacterErrors, ruleErrors, schemaErrors, type RowError } from './row-errors.js';

type ToolInput = z.output<typeof toolSchema>;

/** A status as a person writes it: its code or its name in any of the five languages. */
const STATUS_NAMES = new Map(
  TOOL_STATUSES.flatMap((status) => [
    [looseText(status), status] as const,
    ...LANGUAGES.map(
      (lng) => [looseText(translate(lng, `statuses.tool.${status}`)), status] as const,
    ),
  ]),
);

const FORM_FIELD: Record<string, string> = { branchId: 'branch', siteId: 'site' };

const lower = (text: string) => text.toLowerCase();

const referenceTables = async (db: Executor, organizationId: number) => {
  const branchRows = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.organizationId, organizationId));
  const siteRows = await db
    .select({ id: sites.id, name: sites.name, branchId: sites.branchId })
    .from(sites)
    .where(eq(sites.organizationId, organizationId));
  return {
    branchByName: new Map(branchRows.map((b) => [lower(b.name.trim()), b.id])),
    onlyBranch: branchRows.length === 1 ? branchRows[0]!.id : undefined,
    siteByName: new Map(siteRows.map((s) => [`${s.branchId}:${lower(s.name.trim())}`, s.id])),
  };
};

type References = Awaited<ReturnType<typeof referenceTables>>;

const duplicateKey = (input: ToolInput): DuplicateKey =>
  input.serialNumber
    ? { key: `s:${lower(input.serialNumber)}`, unique: true }
    : { key: `n:${input.branchId}:${lower(input.name)}`, unique: false };

/** How many of the file's tools the organization already has, by duplicate key. */
const existingTools = async (db: Executor, organizationId: number, inputs: ToolInput[]) => {
  const serials = [
    ...new Set(inputs.flatMap((i) => (i.serialNumber ? [lower(i.serialNumber)] : []))),
  ];
  const names = [...new Set(inputs.flatMap((i) => (i.serialNumber ? [] : [lower(i.name)])))];
  const counts = new Map<string, number>();
  if (serials.length === 0 && names.length === 0) return counts;
  const noSerial = or(isNull(tools.serialNumber), eq(tools.serialNumber, ''));
  const key = sql<string>`case when ${tools.serialNumber} is null or ${tools.serialNumber} = ''
    then 'n:' || ${tools.branchId} || ':' || lower(${tools.name})
    else 's:' || lower(${tools.serialNumber}) end`;
  const rows = await db
    .select({ key, count: sql<number>`count(*)::int` })
    .from(tools)
    .where(
      and(
        eq(tools.organizationId, organizationId),
        or(
          serials.length > 0 ? inArray(sql`lower(${tools.serialNumber})`, serials) : sql`false`,
          names.length > 0 ? and(noSerial, inArray(sql`lower(${tools.name})`, names)) : sql`false`,
        ),
      ),
    )
    .groupBy(key);
  for (const row of rows) counts.set(row.key, row.count);
  return counts;
};

const planRow = (row: MappedRow, refs: References): PlannedRow<ToolInput> => {
  const v = row.values;
  const errors: RowError[] = controlCharacterErrors(v);
  let branchId: number | undefined = refs.onlyBranch;
  if (v.branch) {
    branchId = refs.branchByName.get(lower(v.branch));
    if (branchId === undefined)
      errors.push({ field: 'branch', message: 'validation.referenceInvalid' });
  }
  let siteId: number | null = null;
  if (v.site && branchId !== undefined) {
    siteId = refs.siteByName.get(`${branchId}:${lower(v.site)}`) ?? null;
    if (siteId === null) errors.push({ field: 'site', message: 'validation.siteNotInBranch' });
  }
  const status = v.status ? (STATUS_NAMES.get(looseText(v.status)) ?? v.status) : undefined;
  const parsed = toolSchema.safeParse({
    name: v.name ?? '',
    description: v.description,
    serialNumber: v.serialNumber,
    purchaseDate: v.purchaseDate,
    status,
    lastMaintenanceDate: v.lastMaintenanceDate,
    nextMaintenanceDate: v.nextMaintenanceDate,
    // An unknown branch is already an error of its own: the schema need not say "required" too.
    branchId: branchId ?? (v.branch ? 1 : undefined),
    siteId,
    condition: v.condition,
    notes: v.notes,
  });
  if (!parsed.success) errors.push(...schemaErrors(parsed.error, (key) => FORM_FIELD[key] ?? key));
  else errors.push(...ruleErrors(() => checkInitialToolStatus(parsed.data)));
  const outcome = { line: row.line, label: v.name ?? '', duplicateOfLine: null };
  if (errors.length > 0 || !parsed.success) return { ...outcome, action: 'invalid', errors };
  return { ...outcome, action: 'create', errors: [], input: parsed.data };
};

export const toolImport: ImportKindHandler<ToolInput> = {
  plan: async (db, organizationId, rows) => {
    const refs = await referenceTables(db, organizationId);
    const planned = await planRows(rows, (row) => planRow(row, refs));
    const inputs = planned.flatMap((row) => (row.input ? [row.input] : []));
    markDuplicates(planned, duplicateKey, await existingTools(db, organizationId, inputs));
    return planned;
  },
  writeBatch: (tx, auth, organizationId, inputs) => insertTools(tx, auth, organizationId, inputs),
};
