import { parameters, pick, idsOf, run, type SeedContext } from './sql.js';
import {
  TOOL_CONDITIONS,
  TOOL_DESCRIPTIONS,
  TOOL_MAKERS,
  TOOL_NAMES,
  TOOL_NOTES,
} from './vocabulary.js';

/**
 * Tools in every status, in the shares a busy yard has: 55 % available (most in a storage unit),
 * 20 % checked out, 10 % waiting for a worker's confirmation, 15 % in maintenance. Checked-out
 * and pending tools have a worker and a site of their own branch, as the status machine requires.
 * `roll` scatters the statuses so they do not follow the names.
 */
export const insertTools = async (context: SeedContext) => {
  const { values, p } = parameters();
  const { counts } = context.plan;
  const org = p(context.organizationId, 'int');
  const now = p(context.now, 'timestamptz');
  const branches = p(counts.branches, 'int');
  const total = p(counts.tools, 'int');
  const names = p(TOOL_NAMES, 'text[]');
  const handedOut = `status in ('checked_out', 'pending_confirmation')`;
  await run(context, {
    text: `with refs as (
        select ${idsOf('branches', org)} as branch_ids, ${idsOf('sites', org)} as site_ids,
               ${idsOf('storage_units', org)} as unit_ids, ${idsOf('users', org, "and role = 'worker'")} as worker_ids
      ), numbered as (
        select i, i % ${branches} as b, i / ${branches} as round,
               (case when (i::bigint * 7919) % 100 < 55 then 'available'
                     when (i::bigint * 7919) % 100 < 75 then 'checked_out'
                     when (i::bigint * 7919) % 100 < 85 then 'pending_confirmation'
                     else 'maintenance' end)::tool_status as status,
               ${now} - (${total} - i) * interval '9 minutes' as created
        from generate_series(0, ${total} - 1) as i
      ), timed as (
        -- handed out somewhere between creation and now
        select numbered.*, created + (${now} - created) * ((i % 10 + 1) / 11.0) as handed from numbered
      )
      insert into tools (organization_id, name, description, serial_number, purchase_date, status,
                         last_maintenance_date, next_maintenance_date, branch_id, site_id, storage_unit_id,
                         assigned_user_id, assignment_date, checkout_date, condition, notes, created_at, updated_at)
      select ${org},
             ${pick(names, 'i')} || ' #' || (i / cardinality(${names}) + 1),
             ${pick(p(TOOL_DESCRIPTIONS, 'text[]'), 'i')},
             upper(left(regexp_replace(${pick(p(TOOL_MAKERS, 'text[]'), 'i')}, '[^A-Za-z]', '', 'g'), 3))
               || '-' || lpad(${p(context.plan.index, 'int')}::text, 2, '0') || '-' || lpad((i + 1)::text, 6, '0'),
             ${now}::date - ((i * 37) % 2190 + 30),
             status,
             case when i % 3 <> 0 then ${now}::date - (i * 13) % 300 end,
             ${now}::date + ((i * 11) % 400 - 40),
             branch_ids[1 + b],
             case when ${handedOut} or i % 4 = 0
                  then site_ids[1 + b + ${branches} * (round % (cardinality(site_ids) / ${branches}))] end,
             case when status = 'available' and i % 4 <> 0
                  then unit_ids[1 + b + ${branches} * (round % (cardinality(unit_ids) / ${branches}))] end,
             case when ${handedOut} then worker_ids[1 + (i * 31) % cardinality(worker_ids)] end,
             case when ${handedOut} then handed end,
             case when status = 'checked_out' then handed end,
             ${pick(p(TOOL_CONDITIONS, 'text[]'), 'i * 3')},
             case when i % 7 = 0 then ${pick(p(TOOL_NOTES, 'text[]'), 'i / 7')} end,
             created, created
      from timed, refs
      order by i`,
    values,
  });
};

/** Two log entries a tool: its creation, then the move that put it in its current status. */
export const insertToolLogs = async (context: SeedContext) => {
  const { values, p } = parameters();
  const org = p(context.organizationId, 'int');
  const admin = p(context.adminId, 'int');
  await run(context, {
    text: `insert into tool_logs (organization_id, tool_id, user_id, action, site_id, notes, timestamp)
      select ${org}, id, ${admin}, entry.action, entry.site_id, entry.notes, entry.at
      from tools,
           lateral (values
             (1, 'created', null::int, null::text, created_at),
             (2, 'status_change_to_' || status::text, site_id,
                 case when status = 'maintenance' then 'Sent for service' end,
                 coalesce(assignment_date, created_at + interval '2 hours'))
           ) as entry(step, action, site_id, notes, at)
      where organization_id = ${org}
      order by id, entry.step`,
    values,
  });
};
