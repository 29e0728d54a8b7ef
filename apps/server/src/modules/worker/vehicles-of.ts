import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import { selectVehicles, toVehicle } from '../vehicles/index.js';

export const vehiclesOf = async (
  db: Database,
  auth: AuthContext,
  state: 'assigned' | 'pending',
) => {
  const status = state === 'assigned' ? 'in_use' : 'pending_confirmation';
  const rows = await selectVehicles(db)
    .where(
      and(
        eq(vehicles.assignedUserId, auth.user.id),
        inScope(auth, vehicles.organizationId),
        eq(vehicles.status, status),
      ),
    )
    .orderBy(asc(vehicles.make), asc(vehicles.model), asc(vehicles.id));
  return rows.map(toVehicle);
};
