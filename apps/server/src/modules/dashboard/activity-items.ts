import { inArray } from 'drizzle-orm';
import { ACTIVITY_ITEM_KINDS, type ActivityItemKind } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { reports, sites, storageUnits, tools, vehicles } from '../../db/schema.js';

// The records an activity entry can lead to: those with a page of their own.
const TABLES = {
  tool: tools,
  vehicle: vehicles,
  storage_unit: storageUnits,
  site: sites,
  report: reports,
} as const satisfies Record<ActivityItemKind, unknown>;

const isItemKind = (value: string | null): value is ActivityItemKind =>
  value !== null && (ACTIVITY_ITEM_KINDS as readonly string[]).includes(value);

type Entry = { entityType: string | null; entityId: number | null };

/**
 * For each entry, the record it is about when that still exists (so the feed links only to pages
 * that open), else null. One query per kind present; the entries are the caller's organization's,
 * and so are the records they name.
 */
export const activityItems = async (db: Database, entries: readonly Entry[]) => {
  const wanted = new Map<ActivityItemKind, Set<number>>();
  for (const { entityType, entityId } of entries) {
    if (!isItemKind(entityType) || entityId === null) continue;
    wanted.set(entityType, (wanted.get(entityType) ?? new Set()).add(entityId));
  }
  const existing = new Set<string>();
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      const table = TABLES[kind];
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(inArray(table.id, [...ids]));
      for (const row of rows) existing.add(`${kind}:${row.id}`);
    }),
  );
  return entries.map(({ entityType, entityId }) =>
    isItemKind(entityType) && entityId !== null && existing.has(`${entityType}:${entityId}`)
      ? { kind: entityType, id: entityId }
      : null,
  );
};
