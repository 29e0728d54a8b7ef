import type pg from 'pg';
import type { OrgPlan } from '../common/bench-org.js';
import { insertOrganization, insertWorkers } from './insert-people.js';
import {
  insertBranches,
  insertParkingLocations,
  insertSites,
  insertStorageUnits,
} from './insert-places.js';
import { insertActivity, insertReports } from './insert-reports.js';
import { insertToolLogs, insertTools } from './insert-tools.js';
import { insertVehicleLogs, insertVehicles } from './insert-vehicles.js';
import type { SeedContext } from './sql.js';

// BENCH_SEED_TRACE=1 prints each step's time: where a slow seed spends it (triggers, indexes).
const trace = process.env.BENCH_SEED_TRACE === '1';

const STEPS: Array<[string, (context: SeedContext) => Promise<unknown>]> = [
  ['branches', insertBranches],
  ['sites', insertSites],
  ['storage units', insertStorageUnits],
  ['parking places', insertParkingLocations],
  ['tools', insertTools],
  ['tool logs', insertToolLogs],
  ['vehicles', insertVehicles],
  ['vehicle logs', insertVehicleLogs],
  ['reports', insertReports],
  ['activity', insertActivity],
];

/** One organization, in dependency order (each step reads the ids the previous ones made). */
export const seedOrganization = async (
  client: pg.PoolClient,
  plan: OrgPlan,
  passwordHash: string,
  now: Date,
) => {
  const { organizationId, adminId } = await insertOrganization(client, plan, passwordHash);
  await insertWorkers(client, plan, organizationId, passwordHash, now);
  const context: SeedContext = { client, plan, organizationId, adminId, now };
  for (const [name, step] of STEPS) {
    const started = performance.now();
    await step(context);
    if (trace) console.log(`    ${name}: ${(performance.now() - started).toFixed(0)} ms`);
  }
  return organizationId;
};
