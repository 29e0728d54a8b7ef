import type { Database, Executor } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict, notFound } from '../../lib/domain-errors.js';
import { loggedBy, moveItem, type ItemKind, type MovableItem } from '../../data/move-item.js';

/**
 * Why a worker's conditional update matched nothing: the item is not theirs (404, as if it did
 * not exist) or it is theirs but no longer in the state the action needs (409: already done).
 */
export const explainMiss = (
  current: { assignedUserId: number | null } | undefined,
  userId: number,
  wasTheirs: boolean,
) => {
  if (!current || (current.assignedUserId !== userId && !wasTheirs)) return notFound();
  return conflict('errors.alreadyHandled');
};

/**
 * The item a worker acts on, read in the transaction, and how a miss of their action is
 * explained: whoever acted on it before (a second confirm or return) gets a 409, anyone else 404.
 */
export const handedItem = async <Item extends MovableItem>(
  tx: Executor,
  auth: AuthContext,
  kind: ItemKind<Item>,
  id: number,
) => {
  const item = await kind.find(tx, auth, id);
  if (!item) throw notFound();
  const miss = async (current?: Item) =>
    explainMiss(
      current ?? (await kind.find(tx, auth, id)),
      auth.user.id,
      await loggedBy(tx, kind, id, auth.user.id),
    );
  return { item, miss };
};

/**
 * A worker confirms what is handed to them: from pending to theirs, checked out now.
 * `entry` adds what the kind logs and shows of it (a tool's site, a vehicle's plate).
 */
export const confirmHanded = <Item extends MovableItem, LogExtra>(
  db: Database,
  auth: AuthContext,
  kind: ItemKind<Item>,
  id: number,
  { from, to }: { from: Item['status']; to: Item['status'] },
  entry: (item: Item) => { log: LogExtra; details?: string },
) =>
  db.transaction(async (tx) => {
    const { item, miss } = await handedItem(tx, auth, kind, id);
    const { log, details } = entry(item);
    return moveItem(tx, auth, kind, item, {
      to,
      from: [from],
      holderId: auth.user.id,
      set: { checkoutDate: new Date() },
      miss,
      note: { code: 'assignment_confirmed' },
      log,
      activity: { action: 'assignment_confirmed', details },
    });
  });
