import type { Role } from '../roles.js';

/**
 * What a change is of: the entity types the server records with a change (activity.entity_type)
 * and a live event names. Declared once here: the server writes only these, and the web app's
 * refresh map (lib/affected-reads.ts) must name what each makes stale.
 */
export const LIVE_ENTITY_TYPES = [
  'tool',
  'vehicle',
  'report',
  'site',
  'branch',
  'storage_unit',
  'parking_location',
  'user',
  'organization',
  'notification',
  'reservation',
] as const;
export type LiveEntityType = (typeof LIVE_ENTITY_TYPES)[number];

export const isLiveEntityType = (value: unknown): value is LiveEntityType =>
  (LIVE_ENTITY_TYPES as readonly unknown[]).includes(value);

/** What a live event says (never names or titles): enough for a screen to refresh. */
export type LiveEventFacts = { entityType: string | null; entityId: number | null; action: string };

/**
 * The `data` of a `change` event on GET /api/events. `own` is there (true) only when the change
 * was made by the viewer themself: a screen that already refreshed after its own change can skip
 * it (decision 0022). Who else made a change is never said.
 */
export type LiveChange = LiveEventFacts & { own?: true };

/**
 * The kinds of change a worker's screens show: their items (My Stuff), reports, the sites,
 * storage units and parking places they pick, the names of branches and the organization's
 * branding. Accounts, impersonation, notifications and anything new are for admins only until
 * listed here — a new event type is not sent to workers by accident.
 */
const WORKER_ENTITY_TYPES: ReadonlySet<string> = new Set<LiveEntityType>([
  'tool',
  'vehicle',
  'report',
  'site',
  'storage_unit',
  'parking_location',
  'branch',
  'organization',
]);

/** May `role` (user `viewerId`) receive this event of their organization's live stream? */
export const canReceiveLiveEvent = (
  role: Role,
  viewerId: number,
  event: LiveEventFacts,
): boolean => {
  if (role !== 'worker') return true;
  if (event.entityType === 'user')
    return event.action === 'user_updated' && event.entityId === viewerId;
  return event.entityType !== null && WORKER_ENTITY_TYPES.has(event.entityType);
};
