import { api, type LiveEntityType } from '@toolyard/shared';

/**
 * The one map of what a change makes stale (decision 0022), keyed by the entity type the server
 * records with it: a mutation of this tab and a live event of anyone's change both refresh what
 * it names. A tool's status shows in the tools list, its storage unit's contents, the dashboard
 * figures and the activity feed; a branch's name in everything that names its branch.
 */
const AFFECTED_READS = {
  // Maintenance done on an item is a change of the item: its costs too; so is damage
  // reported on it (decision 0045).
  tool: [
    api.tools.list.path,
    api.storage.list.path,
    api.maintenanceRecords.costs.path,
    api.damage.list.path,
  ],
  vehicle: [
    api.vehicles.list.path,
    api.parking.list.path,
    api.maintenanceRecords.costs.path,
    api.damage.list.path,
  ],
  report: [api.reports.list.path],
  site: [api.sites.list.path, api.tools.list.path, api.reports.list.path],
  branch: [
    api.branches.list.path,
    api.sites.list.path,
    api.tools.list.path,
    api.vehicles.list.path,
    api.storage.list.path,
    api.parking.list.path,
  ],
  storage_unit: [api.storage.list.path, api.tools.list.path],
  parking_location: [api.parking.list.path, api.vehicles.list.path],
  // Names show on assigned items; a verified (or changed) admin address changes whom the
  // organization may write to.
  user: [
    api.users.list.path,
    api.tools.list.path,
    api.vehicles.list.path,
    api.notifications.status.path,
  ],
  organization: [api.organizations.list.path],
  notification: [api.notifications.history.path],
  // A booking (docs/product/reservations.md): its lists and its page.
  reservation: [api.reservations.list.path],
  // The superadmin's "back up now" (decision 0065): no activity records it (it is the platform's,
  // no organization's), so only the tab that asked reads the backups again.
  backup: [api.backups.list.path],
} satisfies Record<LiveEntityType | 'backup', readonly string[]>;

/** An entity type the server records changes of (LIVE_ENTITY_TYPES), or the backups. */
export type ChangeKind = keyof typeof AFFECTED_READS;

export const CHANGE_KINDS = Object.keys(AFFECTED_READS) as ChangeKind[];

// Every change counts in the figures and shows in the feed.
const ALWAYS = ['/api/dashboard', api.dashboard.activity.path];

const isChangeKind = (value: string): value is ChangeKind => Object.hasOwn(AFFECTED_READS, value);

/**
 * The API paths whose reads a change of `entityType` can alter (each covers what lies below it,
 * see `readsUnder`). An unknown or missing type refreshes the figures and the feed only.
 */
export const readsAffectedBy = (entityType: string | null | undefined): string[] => [
  ...(entityType && isChangeKind(entityType) ? AFFECTED_READS[entityType] : []),
  ...ALWAYS,
];
