import { WORKER_MOVES } from '@toolyard/shared';
import { invalidField } from '../../lib/domain-errors.js';

/**
 * What no new item may start as, from the form or an import: pending confirmation is an
 * assignment's state — handing a new item to a worker goes through "assign" once it exists.
 */
export const checkInitialStatus = (input: { status: string }) => {
  if (input.status === 'pending_confirmation')
    throw invalidField('status', 'validation.initialStatus');
};

/** A new item's row: one created as handed out (a tool checked out, a vehicle in use) is out from now on. */
export const newItemRow = <Input extends { status: string }>(
  type: keyof typeof WORKER_MOVES,
  input: Input,
  organizationId: number,
  now: string,
) => ({
  ...input,
  organizationId,
  ...(input.status === WORKER_MOVES[type].confirm.to
    ? { assignmentDate: now, checkoutDate: now }
    : {}),
});
