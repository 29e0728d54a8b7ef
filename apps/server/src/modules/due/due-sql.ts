import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dueOf, type DueFilter, type DueKind, type DueReason } from '@toolyard/shared';
import { organizations, tools, vehicleLogs, vehicles } from '../../db/schema.js';

/**
 * The due rule of issue 17, said once, in SQL: the lists filter by the very expressions their
 * rows show, and "today" is the organization's day in its own time zone. A date today is due
 * soon; overdue is the day after.
 */

type DueStateSql = SQL<'due_soon' | 'overdue' | null>;

/**
 * The item's organization's settings, as subqueries rather than a join: a list's count runs the
 * filters over the item's table alone.
 */
const setting = (organizationId: PgColumn, column: SQL) =>
  sql`(select ${column} from ${organizations} where ${organizations.id} = ${organizationId})`;
const zoneOf = (organizationId: PgColumn) =>
  setting(organizationId, sql`${organizations.timeZone}`);

/** What a kind of item brings to the rule: its organization, hence its day and window. */
const calendar = (organizationId: PgColumn) => {
  const today = sql`(now() at time zone ${zoneOf(organizationId)})::date`;
  return {
    today,
    soonUntil: sql`(${today} + ${setting(organizationId, sql`${organizations.dueSoonDays}`)})`,
    soonKm: setting(organizationId, sql`${organizations.dueSoonKm}`),
  };
};
const toolCalendar = calendar(tools.organizationId);
const vehicleCalendar = calendar(vehicles.organizationId);

const byDate = (
  day: PgColumn,
  { today, soonUntil }: { today: SQL; soonUntil: SQL },
): DueStateSql => sql`case
  when ${day} < ${today} then 'overdue'
  when ${day} <= ${soonUntil} then 'due_soon' end`;

/**
 * How far back the average daily distance looks: a season's driving, not the vehicle's life.
 * Written into the text, not bound: the lists keep one prepared statement per shape, whose only
 * values are the WHERE's (data/prebuilt-select.ts).
 */
const PACE_WINDOW = sql.raw(`interval '90 days'`);

// Scalar subqueries over the vehicle's readings; each walks vehicle_logs' (vehicle, time) index.
const lastReading = (column: SQL) => sql`(select ${column} from ${vehicleLogs}
  where ${vehicleLogs.vehicleId} = ${vehicles.id} and ${vehicleLogs.odometerReading} is not null
  order by ${vehicleLogs.timestamp} desc limit 1)`;
const lastKm = lastReading(sql`${vehicleLogs.odometerReading}`);
const lastReadDay = lastReading(
  sql`(${vehicleLogs.timestamp} at time zone ${zoneOf(vehicles.organizationId)})::date`,
);
/** Kilometres a day over the readings of the last 90 days; null under a day's span or no travel. */
const kmPerDay = sql`(select case
    when max(${vehicleLogs.timestamp}) - min(${vehicleLogs.timestamp}) >= interval '1 day'
      and max(${vehicleLogs.odometerReading}) > min(${vehicleLogs.odometerReading})
    then (max(${vehicleLogs.odometerReading}) - min(${vehicleLogs.odometerReading}))::float8
      / (extract(epoch from max(${vehicleLogs.timestamp}) - min(${vehicleLogs.timestamp})) / 86400)
    end
  from ${vehicleLogs}
  where ${vehicleLogs.vehicleId} = ${vehicles.id} and ${vehicleLogs.odometerReading} is not null
    and ${vehicleLogs.timestamp} >= now() - ${PACE_WINDOW})`;

/**
 * Kilometres to the next service by odometer from the last reading; negative once past it. As a
 * CASE, so a vehicle without a service by kilometres (most) never reads its log at all.
 */
const serviceKmLeft = sql<number | null>`(case when ${vehicles.nextServiceKm} is not null
  then ${vehicles.nextServiceKm} - ${lastKm} end)`;
/** The day the average daily distance reaches the next service's kilometres. */
const serviceForecast = sql`(case when ${vehicles.nextServiceKm} is not null
  then ${lastReadDay} + ceil(${serviceKmLeft} / nullif(${kmPerDay}, 0))::int end)`;
/** The service's day: the set date or the forecast, whichever is first (least skips nulls). */
const serviceDay = sql<string | null>`least(${vehicles.nextServiceDate}, ${serviceForecast})`;
const serviceState: DueStateSql = sql`case
  when ${serviceDay} < ${vehicleCalendar.today} or ${serviceKmLeft} <= 0 then 'overdue'
  when ${serviceDay} <= ${vehicleCalendar.soonUntil} or ${serviceKmLeft} <= ${vehicleCalendar.soonKm}
    then 'due_soon' end`;

const worst = (states: DueStateSql[]): SQL<'ok' | 'due_soon' | 'overdue'> => {
  const list = sql.join(states, sql`, `);
  return sql`case when 'overdue' in (${list}) then 'overdue'
    when 'due_soon' in (${list}) then 'due_soon' else 'ok' end`;
};

const toolMaintenanceState = byDate(tools.nextMaintenanceDate, toolCalendar);
const vehicleRegistrationState = byDate(vehicles.nextRegistration, vehicleCalendar);
const vehicleCheckupState = byDate(vehicles.nextTechnicalCheckup, vehicleCalendar);

/** Selected beside a tool: what its `due` is made of (aliased: the lists select from a subquery). */
export const toolDueColumns = { maintenanceDue: toolMaintenanceState.as('maintenance_due') };
export const vehicleDueColumns = {
  serviceDue: serviceState.as('service_due'),
  serviceDay: sql<string | null>`${serviceDay}::text`.as('service_day'),
  serviceKmLeft: serviceKmLeft.as('service_km_left'),
  registrationDue: vehicleRegistrationState.as('registration_due'),
  checkupDue: vehicleCheckupState.as('checkup_due'),
};

const reason = (
  kind: DueKind,
  state: 'due_soon' | 'overdue' | null,
  date: string | null,
  kmLeft: number | null = null,
): DueReason[] => (state ? [{ kind, state, date, kmLeft }] : []);

export const toolDue = (
  row: { maintenanceDue: 'due_soon' | 'overdue' | null },
  tool: { nextMaintenanceDate: string | null },
) => dueOf(reason('maintenance', row.maintenanceDue, tool.nextMaintenanceDate));

export const vehicleDue = (
  row: {
    serviceDue: 'due_soon' | 'overdue' | null;
    serviceDay: string | null;
    serviceKmLeft: number | null;
    registrationDue: 'due_soon' | 'overdue' | null;
    checkupDue: 'due_soon' | 'overdue' | null;
  },
  vehicle: { nextRegistration: string | null; nextTechnicalCheckup: string | null },
) =>
  dueOf([
    ...reason('service', row.serviceDue, row.serviceDay, row.serviceKmLeft),
    ...reason('registration', row.registrationDue, vehicle.nextRegistration),
    ...reason('technical_checkup', row.checkupDue, vehicle.nextTechnicalCheckup),
  ]);

/** The lists' "due" filter: the same expressions, compared. */
export const toolDueFilter = (due: DueFilter) =>
  due ? sql`${worst([toolMaintenanceState])} = ${due}` : undefined;
export const vehicleDueFilter = (due: DueFilter) =>
  due
    ? sql`${worst([serviceState, vehicleRegistrationState, vehicleCheckupState])} = ${due}`
    : undefined;

/**
 * The earliest day among an item's reasons in `state`: the dashboard lists the most urgent
 * first (issue 17). Built from the reasons' own expressions, so the order follows the badges.
 */
export const toolDueDay = (state: 'due_soon' | 'overdue') =>
  sql`case when ${toolMaintenanceState} = ${state} then ${tools.nextMaintenanceDate} end`;
export const vehicleDueDay = (state: 'due_soon' | 'overdue') => sql`least(
  case when ${serviceState} = ${state} then ${serviceDay} end,
  case when ${vehicleRegistrationState} = ${state} then ${vehicles.nextRegistration} end,
  case when ${vehicleCheckupState} = ${state} then ${vehicles.nextTechnicalCheckup} end)`;
