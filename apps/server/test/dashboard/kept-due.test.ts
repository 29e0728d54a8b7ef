import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DUE_ITEMS } from '@toolyard/shared';
import { tools, vehicles } from '../../src/db/schema.js';
import { mostUrgentDue } from '../../src/modules/dashboard/due-widget.js';
import { organizationDueKept } from '../../src/modules/dashboard/kept-due.js';
import { compactCounts } from '../../src/modules/maintenance/compact-counts.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { dueOrganization } from '../support/due-organization.js';
import { keptCountDisagreements } from '../support/kept-counts.js';
import { bearer } from '../support/fixtures.js';

/*
 * The due widget from kept day counts (decision 0072): whatever the interleaving of date edits,
 * odometer readings, corrections, creates and deletes, the kept answer is the counted pass's
 * answer, and a vehicle's kept readings and days are what its log says.
 */
let ctx: TestContext;
beforeAll(async () => {
  // The primary's counts: a standby would answer them as of its replay (replicas' own tests).
  ctx = await createTestApp({ DATABASE_REPLICA_URL: '' });
});
afterAll(() => ctx.close());

/** A small deterministic generator: the burst is the same on every run. */
const sequence = (seed: number) => {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
};

/**
 * Vehicles whose kept readings or days differ from the rule worked out afresh from the log
 * (decision 0042 with the pace of 0072): the last reading, the kilometres a day over the 90 days
 * up to it, and the days that follow, the forecast's in the organization's zone.
 */
const staleVehicles = async (organizationId: number) => {
  const { rows } = await ctx.pool.query<{ id: number }>(
    `with fresh as (
       select v.id, last.km, last.at, pace.km_per_day,
              v.next_service_km - last.km as km_left, o.time_zone
       from vehicles v join organizations o on o.id = v.organization_id
       left join lateral (select odometer_reading as km, "timestamp" as at from vehicle_logs l
         where l.vehicle_id = v.id and l.odometer_reading is not null
         order by "timestamp" desc, id desc limit 1) last on true
       left join lateral (select case
           when max("timestamp") - min("timestamp") >= interval '1 day'
             and max(odometer_reading) > min(odometer_reading)
           then (max(odometer_reading) - min(odometer_reading))::float8
             / (extract(epoch from max("timestamp") - min("timestamp")) / 86400) end as km_per_day
         from vehicle_logs l where l.vehicle_id = v.id and l.odometer_reading is not null
           and l."timestamp" >= last.at - interval '90 days') pace on true
       where v.organization_id = $1
     ), days as (
       select f.*, least(v.next_service_date,
         (f.at at time zone f.time_zone)::date + ceil(f.km_left / nullif(f.km_per_day, 0))::int) as service_day
       from fresh f join vehicles v using (id)
     )
     select v.id from vehicles v join days d using (id)
     where (v.odometer_km, v.odometer_at, v.km_per_day, v.service_km_left, v.service_day, v.due_day)
       is distinct from (d.km, d.at, d.km_per_day, d.km_left, d.service_day,
         least(d.service_day, v.next_registration, v.next_technical_checkup))`,
    [organizationId],
  );
  return rows.map((row) => row.id);
};

const counted = (organizationId: number, limit: number) =>
  mostUrgentDue(
    ctx.db,
    {
      tools: eq(tools.organizationId, organizationId),
      vehicles: eq(vehicles.organizationId, organizationId),
    },
    limit,
  );

describe('the due widget from kept day counts', () => {
  it('answers as the counted pass does, and keeps every vehicle’s readings, after a burst of concurrent changes', async () => {
    const org = await dueOrganization(ctx);
    const organizationId = org.organization.id;
    const [branchId, adminId] = [org.branch.id, org.admin.user.id];
    // Dates from 30 days overdue to 50 ahead (every fifth none); every third vehicle serviced by
    // kilometres, with three readings ten days apart, some past their kilometres, some near.
    await ctx.pool.query(
      `insert into tools (organization_id, name, branch_id, next_maintenance_date)
       select $1, 'Kept drill ' || i, $2, case when i % 5 <> 0 then current_date + (i * 7) % 80 - 30 end
       from generate_series(1, 300) as i`,
      [organizationId, branchId],
    );
    await ctx.pool.query(
      `insert into vehicles (organization_id, make, model, year, license_plate, branch_id,
         next_service_date, next_service_km, next_registration, next_technical_checkup)
       select $1, 'Ford', 'Transit', 2020, 'K-KD ' || i, $2,
              case when i % 4 <> 0 then current_date + (i * 11) % 90 - 20 end,
              case when i % 3 = 0 then 50000 + (i % 20) * 300 end,
              case when i % 2 = 0 then current_date + (i * 13) % 120 - 10 end,
              current_date + (i * 17) % 200 - 15
       from generate_series(1, 150) as i`,
      [organizationId, branchId],
    );
    await ctx.pool.query(
      `insert into vehicle_logs (organization_id, vehicle_id, user_id, action, odometer_reading, timestamp)
       select $1, v.id, $2, 'status_changed', 47000 + (v.id % 13) * 250 + step * 400,
              now() - (3 - step) * interval '10 days'
       from vehicles v, generate_series(1, 3) as step
       where v.organization_id = $1 and v.next_service_km is not null`,
      [organizationId, adminId],
    );
    const vehicleIds = (
      await ctx.pool.query<{ id: number }>(
        'select id from vehicles where organization_id = $1 and next_service_km is not null order by id',
        [organizationId],
      )
    ).rows.map((row) => row.id);
    const next = sequence(29);
    const anyVehicle = `(select id from vehicles where organization_id = $1 order by id offset $2 limit 1)`;
    const anyTool = `(select id from tools where organization_id = $1 order by id offset $2 limit 1)`;
    const change = (step: number) => {
      const offset = next(120);
      const days = next(90) - 40;
      switch (step % 8) {
        case 0:
          return ctx.pool.query(
            `update tools set next_maintenance_date = case when $3::int % 7 = 0 then null else current_date + $3::int end
             where id = ${anyTool}`,
            [organizationId, offset, days],
          );
        case 1:
          return ctx.pool.query(
            `update vehicles set next_registration = current_date + $3::int where id = ${anyVehicle}`,
            [organizationId, offset, days],
          );
        case 2:
        case 3: {
          // Readings of the same few vehicles at once: each must see the other's.
          const vehicleId = vehicleIds[next(6)]!;
          return ctx.pool.query(
            `insert into vehicle_logs (organization_id, vehicle_id, user_id, action, odometer_reading, timestamp)
             values ($1, $2, $3, 'status_changed', $4, now() - $5::int * interval '1 hour')`,
            [organizationId, vehicleId, adminId, 49000 + next(2500), next(200)],
          );
        }
        case 4:
          // A correction of a reading: kilometres and time.
          return ctx.pool.query(
            `update vehicle_logs set odometer_reading = odometer_reading + $3, timestamp = timestamp - interval '1 day'
             where id = (select id from vehicle_logs where organization_id = $1 order by id offset $2 limit 1)`,
            [organizationId, next(300), next(800) - 400],
          );
        case 5:
          return ctx.pool.query(
            `delete from vehicle_logs
             where id = (select id from vehicle_logs where organization_id = $1 order by id offset $2 limit 1)`,
            [organizationId, next(300)],
          );
        case 6:
          return ctx.pool.query(
            `update vehicles set next_service_km = case when $3::int % 5 = 0 then null else 49000 + $3::int * 40 end
             where id = ${anyVehicle}`,
            [organizationId, offset, next(100)],
          );
        default:
          return next(2) === 0
            ? ctx.pool.query(`delete from tools where id = ${anyTool}`, [organizationId, offset])
            : ctx.pool.query(
                `insert into vehicles (organization_id, make, model, year, license_plate, branch_id, next_technical_checkup)
                 values ($1, 'Ford', 'Custom', 2021, 'K-NEW ' || $2, $3, current_date + $4::int)`,
                [organizationId, offset, branchId, days],
              );
      }
    };
    for (let wave = 0; wave < 6; wave += 1) {
      await Promise.all([
        compactCounts(ctx.db),
        ...Array.from({ length: 50 }, (_, i) => change(wave * 50 + i)),
      ]);
    }

    const compare = async () => {
      expect(await staleVehicles(organizationId)).toEqual([]);
      expect(await keptCountDisagreements(ctx.pool, 'tools', organizationId)).toEqual([]);
      expect(await keptCountDisagreements(ctx.pool, 'vehicles', organizationId)).toEqual([]);
      const reference = await counted(organizationId, 50);
      // Every group has members, by a day and by kilometres: the comparison is not of zeros.
      expect(reference.overdue.tools).toBeGreaterThan(0);
      expect(reference.overdue.vehicles).toBeGreaterThan(0);
      expect(reference.dueSoon.tools).toBeGreaterThan(0);
      expect(reference.dueSoon.vehicles).toBeGreaterThan(0);
      expect(reference.items.some((item) => item.due.reasons.some((r) => r.kmLeft !== null))).toBe(
        true,
      );
      expect(await organizationDueKept(ctx.db, organizationId, 50)).toEqual(reference);
      // The lists' due tabs say the same totals (kept too, decision 0072).
      const total = async (url: string) =>
        (await ctx.app.inject({ method: 'GET', url, headers: bearer(org.admin.token) })).json()
          .total;
      expect(await total('/api/tools?limit=1&due=overdue')).toBe(reference.overdue.tools);
      expect(await total('/api/tools?limit=1&due=due_soon')).toBe(reference.dueSoon.tools);
      expect(await total('/api/vehicles?limit=1&due=overdue')).toBe(reference.overdue.vehicles);
      expect(await total('/api/vehicles?limit=1&due=due_soon')).toBe(reference.dueSoon.vehicles);
      const widget = await ctx.app.inject({
        method: 'GET',
        url: '/api/dashboard/due',
        headers: bearer(org.admin.token),
      });
      expect(widget.json()).toEqual(
        JSON.parse(JSON.stringify(await counted(organizationId, DASHBOARD_DUE_ITEMS))),
      );
    };
    await compare();

    // Another zone moves the day of every last reading, and the forecasts with it.
    await ctx.pool.query(
      `update organizations set time_zone = 'Pacific/Kiritimati' where id = $1`,
      [organizationId],
    );
    await compare();
  });

  it('counts a vehicle past its kilometres as overdue whatever its days, and one near them as due soon', async () => {
    const org = await dueOrganization(ctx);
    const past = await org.vehicle('K-KM 1', { nextServiceKm: 50_000 });
    const near = await org.vehicle('K-KM 2', { nextServiceKm: 50_000 });
    await org.readings(past.id, [1, 50_100]);
    await org.readings(near.id, [1, 49_500]);
    const answer = await organizationDueKept(ctx.db, org.organization.id, DASHBOARD_DUE_ITEMS);
    expect(answer.overdue.vehicles).toBe(1);
    expect(answer.dueSoon.vehicles).toBe(1);
    expect(answer.items.map((item) => [item.id, item.due.state])).toEqual([
      [past.id, 'overdue'],
      [near.id, 'due_soon'],
    ]);
    // The reading corrected below the service's kilometres: no longer overdue.
    await ctx.pool.query(`update vehicle_logs set odometer_reading = 40000 where vehicle_id = $1`, [
      past.id,
    ]);
    const corrected = await organizationDueKept(ctx.db, org.organization.id, DASHBOARD_DUE_ITEMS);
    expect(corrected.overdue.vehicles).toBe(0);
    expect(corrected.items.map((item) => item.id)).toEqual([near.id]);
  });

  it('answers a due tab’s total from the kept day keys, and a due tab with another filter by counting', async () => {
    const org = await dueOrganization(ctx);
    await org.tool('Overdue saw', '2020-01-01');
    const total = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: bearer(org.admin.token) })).json().total;
    expect(await total('/api/tools?limit=1&due=overdue')).toBe(1);
    // A delta no row stands behind: only a total read from the kept keys can see it.
    await ctx.pool.query(
      `insert into row_counts (organization_id, subject, key, delta) values ($1, 'tools', 'due:2020-01-02', 7)`,
      [org.organization.id],
    );
    try {
      expect(await total('/api/tools?limit=1&due=overdue')).toBe(8);
      expect(await total('/api/tools?limit=1&due=overdue&status=available')).toBe(1);
    } finally {
      await ctx.pool.query(
        `delete from row_counts where organization_id = $1 and key = 'due:2020-01-02'`,
        [org.organization.id],
      );
    }
  });
});
