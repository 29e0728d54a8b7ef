import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import { selectVehicles, toVehicle } from '../vehicles/index.js';
import { RECENT } from './dashboard-queries.js';

export const recentVehicles = async (db: Database, auth: AuthContext) =>
  (
    await selectVehicles(db)
      .where(inScope(auth, vehicles.organizationId))
      .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
      .limit(RECENT)
  ).map(toVehicle);
