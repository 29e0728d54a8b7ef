import { and, eq } from 'drizzle-orm';
import type { BulkItemKind } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { tools, users, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';

export type Holder = { id: number; firstName: string; lastName: string };

/**
 * Who holds a tool or vehicle now (its assigned worker), read after its refusal was rolled back.
 * Only a user of the item's own organization is named: an assignment left behind by any other
 * path (decision 0017) names nobody, and so never shows another tenant's user.
 */
export const itemHolder = async (
  tx: Executor,
  auth: AuthContext,
  item: { kind: BulkItemKind; id: number },
): Promise<Holder | undefined> => {
  const table = item.kind === 'tool' ? tools : vehicles;
  const [holder] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(table)
    .innerJoin(
      users,
      and(eq(users.id, table.assignedUserId), eq(users.organizationId, table.organizationId)),
    )
    .where(and(eq(table.id, item.id), inScope(auth, table.organizationId)))
    .limit(1);
  return holder;
};
