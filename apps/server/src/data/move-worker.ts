import { needsAssignee, type ToolStatus, type VehicleStatus } from '@toolyard/shared';
import type { Executor } from '../db/client.js';
import { onceInTransaction } from '../db/transaction-memo.js';
import { invalidField } from '../lib/domain-errors.js';
import { usableWorker } from './references.js';

/**
 * The worker a move of any kind names: asked for where the move hands the item out, and a worker
 * of the item's organization — looked up once per transaction, so a bulk action's items ask once.
 */
export const checkMoveWorker = async (
  tx: Executor,
  move: {
    to: ToolStatus | VehicleStatus;
    asked: number | null | undefined;
    handedTo: number | null;
    organizationId: number;
  },
) => {
  if (needsAssignee(move.to) && !move.asked)
    throw invalidField('assignedUserId', 'validation.workerRequired');
  const { handedTo, organizationId } = move;
  if (handedTo)
    await onceInTransaction(tx, `worker:${handedTo}:${organizationId}`, () =>
      usableWorker(tx, handedTo, organizationId),
    );
};
