// No zod here: the worker's first screen reads these, and a schema module would bring the
// validation library into its first download.

/**
 * What a worker does with an item handed to them, on top of the
 * admin's status machine: confirm a pending assignment, and return what they hold.
 */
export const WORKER_MOVES = {
  tool: {
    confirm: { from: 'pending_confirmation', to: 'checked_out' },
    return: { from: 'checked_out', to: 'available' },
  },
  vehicle: {
    confirm: { from: 'pending_confirmation', to: 'in_use' },
    return: { from: 'in_use', to: 'available' },
  },
} as const;

export const WORKER_LABEL_KEYS = {
  tool: {
    available: 'worker.labels.available',
    checked_out: 'worker.labels.inUse',
    pending_confirmation: 'worker.labels.pending',
    maintenance: 'worker.labels.onRepair',
  },
  vehicle: {
    available: 'worker.labels.available',
    in_use: 'worker.labels.inUse',
    pending_confirmation: 'worker.labels.pending',
    service: 'worker.labels.onRepair',
  },
} as const;
