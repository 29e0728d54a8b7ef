import type pg from 'pg';

/*
 * An organization with the benchmark's tools (bench/, "Bench Builders") and twice its vehicles, for
 * the due rule at scale (decision 0047): dates spread from overdue to a year ahead, and a
 * quarter of the vehicles serviced by kilometres, with a season of odometer readings each (the
 * forecast reads them). Written inside PostgreSQL with generate_series: seconds, not minutes.
 */
export const DUE_AT_SCALE = {
  tools: 50_000,
  vehicles: 20_000,
  /** Every fourth vehicle has a next service by kilometres. */
  vehiclesByKmEvery: 4,
  /** Readings of each vehicle serviced by kilometres, ten days apart. */
  readingsPerVehicle: 8,
} as const;

export const fillDueAtScale = async (
  pool: pg.Pool,
  {
    organizationId,
    branchId,
    userId,
  }: { organizationId: number; branchId: number; userId: number },
) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Set-up, not a request: the app's statement timeout is for answers, and 70,000 rows with
    // their kept counts and search postings can pass it on a busy machine.
    await client.query('set local statement_timeout = 0');
    // Days from 40 overdue to a year ahead: about a tenth overdue and a thirtieth due soon.
    await client.query(
      `insert into tools (organization_id, name, branch_id, last_maintenance_date, next_maintenance_date)
       select $1, 'Scale drill ' || i, $2, current_date - 200, current_date + ((i * 7) % 400 - 40)
       from generate_series(1, $3) as i`,
      [organizationId, branchId, DUE_AT_SCALE.tools],
    );
    await client.query(
      `insert into vehicles (organization_id, make, model, year, license_plate, branch_id,
                             next_service_date, next_service_km, next_registration, next_technical_checkup)
       select $1, 'Volkswagen', 'Crafter', 2015 + i % 10, 'S-SC ' || i, $2,
              current_date + ((i * 23) % 420 - 30),
              case when i % $4 = 0 then 60000 + (i % 50) * 1000 + (i * 37) % 4000 end,
              current_date + ((i * 29) % 365 - 20),
              current_date + ((i * 31) % 730 - 20)
       from generate_series(1, $3) as i`,
      [organizationId, branchId, DUE_AT_SCALE.vehicles, DUE_AT_SCALE.vehiclesByKmEvery],
    );
    // Readings ten days apart up to today, 150 to 450 km a reading: some vehicles are past their
    // kilometres, some reach them within the window, most later.
    await client.query(
      `insert into vehicle_logs (organization_id, vehicle_id, user_id, action, odometer_reading, timestamp)
       select $1, v.id, $2, 'odometer', 58000 + (v.id % 50) * 1000 + step * (150 + v.id % 300),
              now() - (($3 - step) * interval '10 days')
       from vehicles v, generate_series(1, $3) as step
       where v.organization_id = $1 and v.next_service_km is not null`,
      [organizationId, userId, DUE_AT_SCALE.readingsPerVehicle],
    );
    await client.query('commit');
    await client.query('analyze tools, vehicles, vehicle_logs');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};
