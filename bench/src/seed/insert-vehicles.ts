import { parameters, pick, idsOf, run, type SeedContext } from './sql.js';
import {
  CITIES,
  PLATE_PREFIXES,
  VEHICLE_LOCATIONS,
  VEHICLE_MAKES,
  VEHICLE_MODELS,
} from './vocabulary.js';

/**
 * Vans and pick-ups in every status: 60 % available (parked at their branch), 20 % in use,
 * 8 % waiting for confirmation, 12 % in service. Plates carry the branch city's prefix and are
 * unique within the organization; VINs are 17 hex characters of a hash of the row (no I, O, Q).
 */
export const insertVehicles = async (context: SeedContext) => {
  const { values, p } = parameters();
  const { counts } = context.plan;
  const org = p(context.organizationId, 'int');
  const now = p(context.now, 'timestamptz');
  const branches = p(counts.branches, 'int');
  const total = p(counts.vehicles, 'int');
  const makes = p(VEHICLE_MAKES, 'text[]');
  const handedOut = `status in ('in_use', 'pending_confirmation')`;
  if (PLATE_PREFIXES.length !== CITIES.length)
    throw new Error('PLATE_PREFIXES must have one prefix per city');
  await run(context, {
    text: `with refs as (
        select ${idsOf('branches', org)} as branch_ids, ${idsOf('parking_locations', org)} as bay_ids,
               ${idsOf('users', org, "and role = 'worker'")} as worker_ids
      ), numbered as (
        select i, i % ${branches} as b, i / ${branches} as round,
               (case when (i::bigint * 7919) % 100 < 60 then 'available'
                     when (i::bigint * 7919) % 100 < 80 then 'in_use'
                     when (i::bigint * 7919) % 100 < 88 then 'pending_confirmation'
                     else 'service' end)::vehicle_status as status,
               ${now} - (${total} - i) * interval '47 minutes' as created
        from generate_series(0, ${total} - 1) as i
      ), timed as (
        select numbered.*, created + (${now} - created) * ((i % 10 + 1) / 11.0) as handed from numbered
      )
      insert into vehicles (organization_id, make, model, year, license_plate, vin_number, status,
                            last_service_date, next_service_date, next_service_km, next_registration,
                            next_technical_checkup, tire_type, tire_year, branch_id, parking_location_id, assigned_user_id,
                            assignment_date, checkout_date, name, current_location, fuel_level, notes,
                            created_at, updated_at)
      select ${org},
             ${pick(makes, 'i')}, ${pick(p(VEHICLE_MODELS, 'text[]'), 'i')},
             2012 + (i * 7) % 14,
             ${pick(p(PLATE_PREFIXES, 'text[]'), `b % ${CITIES.length}`)} || '-' || chr(65 + i % 26) || chr(65 + (i / 26) % 26)
               || ' ' || (100 + i / 676),
             upper(substr(md5('bench-vin-' || ${p(context.plan.index, 'int')} || '-' || i), 1, 17)),
             status,
             ${now}::date - (i * 17) % 365,
             ${now}::date + ((i * 23) % 420 - 30),
             -- Every fourth vehicle is serviced by kilometres too: from 1,500 km past its service
             -- to 14,500 km before it, counted from the last reading insertVehicleLogs writes.
             case when i % 4 = 0 then (2026 - (2012 + (i * 7) % 14)) * 17000 + ((i * 13) % 101) * 104 + 40
                                      + (i * 53) % 16000 - 1500 end,
             ${now}::date + ((i * 29) % 365 - 20),
             ${now}::date + ((i * 31) % 730 - 20),
             (array['winter', 'summer', 'all_season'])[1 + i % 3]::tire_type,
             2018 + (i * 5) % 7,
             branch_ids[1 + b],
             case when status = 'available' then bay_ids[1 + b + ${branches} * (round % (cardinality(bay_ids) / ${branches}))] end,
             case when ${handedOut} then worker_ids[1 + (i * 37) % cardinality(worker_ids)] end,
             case when ${handedOut} then handed end,
             case when status = 'in_use' then handed end,
             ${pick(p(VEHICLE_MODELS, 'text[]'), 'i')} || ' ' || (i / cardinality(${makes}) + 1),
             ${pick(p(VEHICLE_LOCATIONS, 'text[]'), 'i * 3')},
             (i * 13) % 101,
             case when i % 9 = 0 then 'Winter tyres in the depot, rack ' || (i % 12 + 1) end,
             created, created
      from timed, refs
      order by i`,
    values,
  });
};

/** Two log entries a vehicle: its creation and the move to its current status, with odometer readings from its age. */
export const insertVehicleLogs = async (context: SeedContext) => {
  const { values, p } = parameters();
  const org = p(context.organizationId, 'int');
  await run(context, {
    text: `insert into vehicle_logs (organization_id, vehicle_id, user_id, action, odometer_reading, notes, timestamp)
      select ${org}, id, ${p(context.adminId, 'int')}, entry.action, entry.odometer, null, entry.at
      from vehicles,
           lateral (values
             (1, 'created', (2026 - year) * 17000 + fuel_level * 97, created_at),
             (2, 'status_change_to_' || status::text, (2026 - year) * 17000 + fuel_level * 97 + 40 + fuel_level * 7,
                 coalesce(assignment_date, created_at + interval '3 hours'))
           ) as entry(step, action, odometer, at)
      where organization_id = ${org}
      order by id, entry.step`,
    values,
  });
};
