import type pg from 'pg';
import { BENCH_ADMIN, BENCH_ORG_NAME, MARKER_DOMAIN } from '../common/bench-org.js';
import { signIn, type Session } from './api.js';
import type { LighthouseTargets } from './lighthouse.js';

/**
 * The pages Lighthouse opens and who is signed in on each: `/auth` signed out, the
 * worker who holds the most tools on My Stuff (their first screen), the admin on the dashboard.
 */
export const lighthouseTargets = async (
  pool: pg.Pool,
  baseUrl: string,
  admin: Session,
): Promise<LighthouseTargets> => {
  const holder = await pool.query<{ username: string }>(
    `select u.username from users u join organizations o on o.id = u.organization_id
     join tools t on t.assigned_user_id = u.id
     where o.name = $1 and o.contact_email like $2 and u.role = 'worker'
     group by u.username order by count(*) desc, u.username limit 1`,
    [BENCH_ORG_NAME, `%@${MARKER_DOMAIN}`],
  );
  if (!holder.rows[0]) throw new Error('no bench worker holds a tool: run npm run seed:bench');
  const worker = await signIn(baseUrl, holder.rows[0].username, BENCH_ADMIN.password);
  return {
    auth: { path: '/auth', session: null },
    myStuff: { path: '/my-stuff', session: worker },
    dashboard: { path: '/organization-dashboard', session: admin },
  };
};
