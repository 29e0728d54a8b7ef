import type { ActivityEntry, ActivityItemKind } from '@toolyard/shared';

const PAGES: Record<ActivityItemKind, string> = {
  tool: '/tools',
  vehicle: '/vehicles',
  storage_unit: '/storage/units',
  site: '/sites',
  report: '/reports',
};

/** The page of the record an activity entry is about, while it exists; else null. */
export const activityItemPath = ({ item }: Pick<ActivityEntry, 'item'>): string | null =>
  item ? `${PAGES[item.kind]}/${item.id}` : null;
