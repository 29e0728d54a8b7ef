import type { ScanItem, ScanPlace, Targets } from './session-list';

/**
 * What a worker's read of a tool or vehicle does at once: one waiting for them is
 * confirmed; one they hold goes back — a tool to the storage unit read last (none read yet: they
 * are asked to read one first), a vehicle to the parking place read last, or to no specific place
 * (a worker's vehicle return allows that). Anything else is not theirs.
 */
export type WorkerStep =
  | { type: 'confirm' }
  | { type: 'return'; place?: ScanPlace }
  | { type: 'needsPlace' }
  | { type: 'notYours' };

export const workerStepFor = (item: ScanItem, targets: Targets): WorkerStep => {
  if (!item.assignedToCaller) return { type: 'notYours' };
  if (item.status === 'pending_confirmation') return { type: 'confirm' };
  if (item.kind === 'tool' && item.status === 'checked_out')
    return targets.storageUnit
      ? { type: 'return', place: targets.storageUnit }
      : { type: 'needsPlace' };
  if (item.kind === 'vehicle' && item.status === 'in_use')
    return targets.parkingPlace
      ? { type: 'return', place: targets.parkingPlace }
      : { type: 'return' };
  // Handed to them, but in no state they act on (e.g. sent to repair meanwhile).
  return { type: 'notYours' };
};
