import type { BulkAction, BulkActionInput } from '@toolyard/shared';
import type { ScanItem, Targets } from './session-list';

/** The action form's fields, as its selects hold them: an id, or '' / 'none' for none. */
export type BulkFormValues = {
  assignedUserId: string;
  siteId: string;
  storageUnitId: string;
  parkingLocationId: string;
};

export const NONE = 'none';

const idOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/** The form starts from the places read: the unit and parking place to return to, the site. */
export const formDefaultsOf = (targets: Targets): BulkFormValues => ({
  assignedUserId: '',
  siteId: targets.site ? String(targets.site.id) : NONE,
  storageUnitId: targets.storageUnit ? String(targets.storageUnit.id) : '',
  parkingLocationId: targets.parkingPlace ? String(targets.parkingPlace.id) : NONE,
});

/**
 * POST /api/bulk-actions' body for an action on the collected items: only the fields that action
 * reads (a hand-out: the worker and site; a return: the unit and parking place). The shared
 * schema then says what is missing (a worker, a unit when tools go back).
 */
export const bulkBodyOf = (
  action: BulkAction,
  items: readonly ScanItem[],
  values: BulkFormValues,
): BulkActionInput => ({
  action,
  items: items.map(({ kind, id }) => ({ kind, id })),
  ...(action === 'assign' || action === 'check_out'
    ? { assignedUserId: idOf(values.assignedUserId), siteId: idOf(values.siteId) }
    : {}),
  ...(action === 'return'
    ? {
        storageUnitId: idOf(values.storageUnitId),
        parkingLocationId: idOf(values.parkingLocationId),
      }
    : {}),
});
