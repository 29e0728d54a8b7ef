/**
 * The one map of what a change makes stale (decision 0022), keyed by the entity type the server
 * records with it: a mutation of this tab and a live event of anyone's change both refresh what
 * it names. A tool's status shows in the tools list, its storage unit's contents, the dashboard
 * figures and the activity feed; a branch's name in everything that names its branch.
 */
const AFFECTED_READS = {
  // Maintenance done on an item is a change of the item: its costs too; so is damage
  // reported on it (decision 0045).
  tool: ['/api/tools', '/api/storage-units', '/api/maintenance-costs', '/api/damage-reports'],
  vehicle: [
    '/api/vehicles',
    '/api/parking-locations',
    '/api/maintenance-costs',
    '/api/damage-reports',
  ],
  report: ['/api/reports'],
  site: ['/api/sites', '/api/tools', '/api/reports'],
  branch: [
    '/api/branches',
    '/api/sites',
    '/api/tools',
    '/api/vehicles',
    '/api/storage-units',
    '/api/parking-locations',
  ],
  storage_unit: ['/api/storage-units', '/api/tools'],
  parking_location: ['/api/parking-locations', '/api/vehicles'],
  // Names show on assigned items; a verified (or changed) admin address changes whom the
  // organization may write to.
  user: ['/api/users', '/api/tools', '/api/vehicles', '/api/ai/status'],
  organization: ['/api/organizations'],
  notification: ['/api/ai/messages'],
  // The superadmin's "back up now" (decision 0065): no activity records it (it is the platform's,
  // no organization's), so only the tab that asked reads the backups again.
  backup: ['/api/backups'],
} satisfies Record<string, readonly string[]>;

/** An entity type the server records changes of (activity.entity_type). */
export type ChangeKind = keyof typeof AFFECTED_READS;

export const CHANGE_KINDS = Object.keys(AFFECTED_READS) as ChangeKind[];

// Every change counts in the figures and shows in the feed.
const ALWAYS = ['/api/dashboard', '/api/activity'];

const isChangeKind = (value: string): value is ChangeKind => Object.hasOwn(AFFECTED_READS, value);

/**
 * The API paths whose reads a change of `entityType` can alter (each covers what lies below it,
 * see `readsUnder`). An unknown or missing type refreshes the figures and the feed only.
 */
export const readsAffectedBy = (entityType: string | null | undefined): string[] => [
  ...(entityType && isChangeKind(entityType) ? AFFECTED_READS[entityType] : []),
  ...ALWAYS,
];
