import { conflict, notFound } from '../../http/errors.js';

/**
 * Why a worker's conditional update matched nothing: the item is not theirs (404, as if it did
 * not exist) or it is theirs but no longer in the state the action needs (409: already done).
 */
export const explainMiss = (current: { assignedUserId: number | null } | undefined, userId: number, wasTheirs: boolean) => {
  if (!current || (current.assignedUserId !== userId && !wasTheirs)) return notFound();
  return conflict('errors.alreadyHandled');
};
