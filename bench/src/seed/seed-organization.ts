import type pg from 'pg';
import type { OrgPlan } from '../common/bench-org.js';
import { insertOrganization, insertWorkers } from './insert-people.js';
import { insertBranches, insertParkingLocations, insertSites, insertStorageUnits } from './insert-places.js';
import { insertActivity, insertReports } from './insert-reports.js';
import { insertToolLogs, insertTools } from './insert-tools.js';
import { insertVehicleLogs, insertVehicles } from './insert-vehicles.js';
import type { SeedContext } from './sql.js';

/** One organization, in dependency order (each step reads the ids the previous ones made). */
export const seedOrganization = async (client: pg.PoolClient, plan: OrgPlan, passwordHash: string, now: Date) => {
  const { organizationId, adminId } = await insertOrganization(client, plan, passwordHash);
  await insertWorkers(client, plan, organizationId, passwordHash, now);
  const context: SeedContext = { client, plan, organizationId, adminId, now };
  await insertBranches(context);
  await insertSites(context);
  await insertStorageUnits(context);
  await insertParkingLocations(context);
  await insertTools(context);
  await insertToolLogs(context);
  await insertVehicles(context);
  await insertVehicleLogs(context);
  await insertReports(context);
  await insertActivity(context);
  return organizationId;
};
