import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { dueOf, type DueFilter, type DueKind, type DueReason } from '@toolyard/shared';
import { organizations, tools, vehicles } from '../../db/schema.js';

/**
 * The due rule (decision 0042), said once, in SQL: the lists filter by the very expressions their
 * rows show, and "today" is the organization's day in its own time zone. A date today is due
 * soon; overdue is the day after.
 */

type DueStateSql = SQL<'due_soon' | 'overdue' | null>;

/**
 * The item's organization, joined under its own name: its day, window and kilometres. A
 * statement reads them once per row as plain columns (0047): as scalar subqueries, repeated in
 * every state and again in the worst of them, they were read 20 to 40 times per row, and an
 * organization's count over 50,000 tools took seconds. The selects join it (`toolDueJoin`,
 * `vehicleDueJoin`); the lists' filters bring it themselves (see `toolDueFilter`).
 */
const DUE_ORGANIZATION = 'due_organization';
const dueOrganization = alias(organizations, DUE_ORGANIZATION);
const toolDueOrganization = eq(dueOrganization.id, tools.organizationId);
const vehicleDueOrganization = eq(dueOrganization.id, vehicles.organizationId);

/** What the organization brings to the rule: its day and window. */
const today = sql`(now() at time zone ${dueOrganization.timeZone})::date`;
const soonUntil = sql`(${today} + ${dueOrganization.dueSoonDays})`;
const soonKm = sql`${dueOrganization.dueSoonKm}`;

const byDate = (day: PgColumn): DueStateSql => sql`case
  when ${day} < ${today} then 'overdue'
  when ${day} <= ${soonUntil} then 'due_soon' end`;

/**
 * A vehicle's readings and days, kept on the row by the database (migration 0028, decision 0072):
 * its kilometres left (the next service's kilometres − the last reading; negative once past
 * them) and its service's day (the set date or the forecast from its pace, whichever is first).
 * Not in the Drizzle schema: no write path of ours may set them.
 */
const keptVehicleColumn = <T>(name: string) => sql<T>`${vehicles}.${sql.identifier(name)}`;
const serviceKmLeft = keptVehicleColumn<number | null>('service_km_left');
const serviceDay = keptVehicleColumn<string | null>('service_day');
const serviceState: DueStateSql = sql`case
  when ${serviceDay} < ${today} or ${serviceKmLeft} <= 0 then 'overdue'
  when ${serviceDay} <= ${soonUntil} or ${serviceKmLeft} <= ${soonKm} then 'due_soon' end`;

/**
 * What a statement joins to select, count or order by the expressions below (the lists' filters
 * bring their own, see `toolDueFilter`): the organization.
 */
export const toolDueJoin = [dueOrganization, toolDueOrganization] as const;
export const vehicleDueJoin = [dueOrganization, vehicleDueOrganization] as const;

/**
 * The worst of the states, each evaluated once: a simple CASE reads its operand once, where
 * `'overdue' in (…)` then `'due_soon' in (…)` wrote every state out twice.
 */
const worst = (states: DueStateSql[]): SQL<'ok' | 'due_soon' | 'overdue'> => {
  const ranks = states.map(
    (state) => sql`case ${state} when 'overdue' then 2 when 'due_soon' then 1 else 0 end`,
  );
  return sql`(case greatest(${sql.join(ranks, sql`, `)})
    when 2 then 'overdue' when 1 then 'due_soon' else 'ok' end)`;
};

const toolMaintenanceState = byDate(tools.nextMaintenanceDate);
const vehicleRegistrationState = byDate(vehicles.nextRegistration);
const vehicleCheckupState = byDate(vehicles.nextTechnicalCheckup);

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

/** The item's state, the worst of its reasons', over the joins above (the lists' filters). */
const toolDueState = worst([toolMaintenanceState]);
const vehicleDueState = worst([serviceState, vehicleRegistrationState, vehicleCheckupState]);
const toolIsDue = (due: 'due_soon' | 'overdue') => sql`${toolDueState} = ${due}`;
const vehicleIsDue = (due: 'due_soon' | 'overdue') => sql`${vehicleDueState} = ${due}`;

/**
 * The lists' "due" filter: the same conditions, bringing their own joins. A list's count, and its
 * pick of a rare search's page, run the filters over the item's table alone (list-page.ts), so
 * the organization is joined inside: EXISTS over the item's own organization, under the join's
 * name. PostgreSQL runs it as a semi-join, the settings read once per row.
 */
export const toolDueFilter = (due: DueFilter) =>
  due
    ? sql`exists (select from ${organizations} as ${sql.identifier(DUE_ORGANIZATION)}
      where ${toolDueOrganization} and ${toolIsDue(due)})`
    : undefined;
export const vehicleDueFilter = (due: DueFilter) =>
  due
    ? sql`exists (select from ${organizations} as ${sql.identifier(DUE_ORGANIZATION)}
      where ${vehicleDueOrganization} and ${vehicleIsDue(due)})`
    : undefined;

/**
 * Every asked item's state and its earliest day in each state, one row per item, for a raw
 * statement to count and rank (the dashboard's widget, decision 0047). Each reason's state and
 * day are worked out once per row in an inner select (OFFSET 0 keeps it whole); the worst state
 * and the days are then read from those columns. Written out in full, the worst state and each
 * group's day evaluated every reason again, and the vehicles' pass took twice as long.
 */
type DueReasonSql = { state: DueStateSql; day: SQL };
const dueRows = (id: PgColumn, from: SQL, where: SQL | undefined, reasons: DueReasonSql[]) => {
  const stateOf = (index: number) => sql.identifier(`reason_state_${index}`);
  const dayOf = (index: number) => sql.identifier(`reason_day_${index}`);
  const perReason = reasons.map(
    (reason, index) => sql`${reason.state} as ${stateOf(index)}, ${reason.day} as ${dayOf(index)}`,
  );
  const dayIn = (group: 'due_soon' | 'overdue') =>
    sql`least(${sql.join(
      reasons.map(
        (_, index) => sql`case when ${stateOf(index)} = ${group} then ${dayOf(index)} end`,
      ),
      sql`, `,
    )})`;
  return sql`select id, ${worst(reasons.map((_, index) => sql`${stateOf(index)}`))} as state,
      ${dayIn('overdue')} as overdue_day, ${dayIn('due_soon')} as soon_day
    from (select ${id} as id, ${sql.join(perReason, sql`, `)}
      from ${from} where ${where ?? sql`true`} offset 0) as due_reasons`;
};
const dueOrganizationAs = sql`${organizations} as ${sql.identifier(DUE_ORGANIZATION)}`;
export const toolDueRows = (where: SQL | undefined) =>
  dueRows(
    tools.id,
    sql`${tools} inner join ${dueOrganizationAs} on ${toolDueOrganization}`,
    where,
    [{ state: toolMaintenanceState, day: sql`${tools.nextMaintenanceDate}` }],
  );
export const vehicleDueRows = (where: SQL | undefined) =>
  dueRows(
    vehicles.id,
    sql`${vehicles} inner join ${dueOrganizationAs} on ${vehicleDueOrganization}`,
    where,
    [
      { state: serviceState, day: serviceDay },
      { state: vehicleRegistrationState, day: sql`${vehicles.nextRegistration}` },
      { state: vehicleCheckupState, day: sql`${vehicles.nextTechnicalCheckup}` },
    ],
  );
