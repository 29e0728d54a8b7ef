import { parameters, pick, idsOf, run, type SeedContext } from './sql.js';
import {
  REPORT_BODIES,
  REPORT_CLOSINGS,
  REPORT_OPENINGS,
  REPORT_TITLES,
  TOOL_NAMES,
} from './vocabulary.js';

const THREE_YEARS_DAYS = 1_095;

/**
 * Site reports over the last three years. Report i is dated i·7 mod 1095 days back: 7 and 1095
 * share no factor, so every day gets its even share (about 45 a day for 50,000 reports),
 * today included — the dashboard's "reports today" and "this week" are never empty.
 */
export const insertReports = async (context: SeedContext) => {
  const { values, p } = parameters();
  const org = p(context.organizationId, 'int');
  await run(context, {
    text: `with refs as (
        select ${idsOf('sites', org)} as site_ids, ${idsOf('users', org, "and role = 'worker'")} as worker_ids
      ), numbered as (
        select i, ${p(context.now, 'timestamptz')}::date - (i * 7) % ${THREE_YEARS_DAYS} as day
        from generate_series(0, ${p(context.plan.counts.reports, 'int')} - 1) as i
      )
      insert into reports (organization_id, title, content, site_id, user_id, report_date, created_at, updated_at)
      select ${org},
             ${pick(p(REPORT_TITLES, 'text[]'), 'i')},
             ${pick(p(REPORT_OPENINGS, 'text[]'), 'i')} || ' ' || ${pick(p(REPORT_BODIES, 'text[]'), 'i * 3')} || ' '
               || ${pick(p(REPORT_CLOSINGS, 'text[]'), 'i * 7')},
             site_ids[1 + (i * 17) % cardinality(site_ids)],
             worker_ids[1 + (i * 29) % cardinality(worker_ids)],
             day,
             day + time '16:00' + (i % 120) * interval '1 minute',
             day + time '16:00' + (i % 120) * interval '1 minute'
      from numbered, refs
      order by i`,
    values,
  });
};

/** The dashboard's feed: recent tool, vehicle and report events, one every 17 minutes back from now. */
export const insertActivity = async (context: SeedContext) => {
  const { values, p } = parameters();
  const org = p(context.organizationId, 'int');
  await run(context, {
    text: `with refs as (select ${idsOf('users', org, "and role = 'worker'")} as worker_ids)
      insert into activity (organization_id, actor_user_id, type, action, title, created_at)
      select ${org},
             case when i % 4 = 0 then ${p(context.adminId, 'int')} else worker_ids[1 + (i * 7) % cardinality(worker_ids)] end,
             (array['tool', 'vehicle', 'report'])[1 + i % 3]::activity_type,
             (array['tool_updated', 'vehicle_returned', 'report_created'])[1 + i % 3],
             case i % 3 when 0 then ${pick(p(TOOL_NAMES, 'text[]'), 'i')}
                        when 1 then 'Vehicle ' || (100 + i)
                        else ${pick(p(REPORT_TITLES, 'text[]'), 'i')} end,
             ${p(context.now, 'timestamptz')} - i * interval '17 minutes'
      from generate_series(0, ${p(context.plan.counts.activity, 'int')} - 1) as i, refs
      order by i desc`,
    values,
  });
};
