import { and, eq, sql } from 'drizzle-orm';
import {
  TIRE_ALERT_NAMED_VEHICLES,
  type VehiclesOnWrongTires,
  type WrongTireType,
} from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';

/**
 * The tire alert's question: how many of the reader's vehicles are on `tireType`, and
 * the first few of them by make and model, naturally sorted (the vehicles table's order) — not
 * the whole fleet: an organization with thousands of vehicles gets five names and a count.
 */
export const vehiclesOnTires = async (
  db: Executor,
  auth: AuthContext,
  tireType: WrongTireType,
): Promise<Omit<VehiclesOnWrongTires, 'dismissed'>> => {
  const rows = await db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      licensePlate: vehicles.licensePlate,
      // A window runs before LIMIT: every match is counted, in the same statement (one snapshot,
      // so the count is never below the names) and without a second round trip.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(vehicles)
    .where(and(inScope(auth, vehicles.organizationId), eq(vehicles.tireType, tireType)))
    .orderBy(vehicles.make, vehicles.model, vehicles.id)
    .limit(TIRE_ALERT_NAMED_VEHICLES);
  return {
    total: rows[0]?.total ?? 0,
    vehicles: rows.map(({ id, make, model, licensePlate }) => ({ id, make, model, licensePlate })),
  };
};
