import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import type { ItemKind, MovableItem } from '../../data/move-item.js';
import { RECENT } from './dashboard-queries.js';

/** The newest items of a kind, for the dashboard. */
export const recentItems = <Item extends MovableItem>(
  db: Database,
  auth: AuthContext,
  kind: ItemKind<Item>,
) =>
  kind.read(db, {
    where: inScope(auth, kind.table.organizationId),
    order: [desc(kind.table.createdAt), desc(kind.table.id)],
    limit: RECENT,
  });
