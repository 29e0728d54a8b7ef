import type pg from 'pg';
import { MARKER_DOMAIN, type OrgPlan } from '../common/bench-org.js';
import { parameters, pick } from './sql.js';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary.js';

export const adminUsername = (plan: OrgPlan) => `${plan.slug}-admin`;

/** The organization (marked by its contact address) and its org admin. */
export const insertOrganization = async (
  client: pg.PoolClient,
  plan: OrgPlan,
  passwordHash: string,
) => {
  const organization = await client.query<{ id: number }>(
    `insert into organizations (name, contact_email, contact_phone, address, primary_color, secondary_color)
     values ($1, $2, $3, $4, '#1D4ED8', '#F59E0B') returning id`,
    [
      plan.name,
      `office+${plan.slug}@${MARKER_DOMAIN}`,
      `+49 89 555 ${String(plan.index).padStart(4, '0')}`,
      'Leopoldstraße 12, 80802 München',
    ],
  );
  const organizationId = organization.rows[0]!.id;
  const username = adminUsername(plan);
  const admin = await client.query<{ id: number }>(
    `insert into users (username, email, password_hash, first_name, last_name, role, organization_id)
     values ($1, $2, $3, 'Dana', 'Schneider', 'org_admin', $4) returning id`,
    [username, `${username}@${MARKER_DOMAIN}`, passwordHash, organizationId],
  );
  return { organizationId, adminId: admin.rows[0]!.id };
};

/** Workers `<slug>-worker-0001`…, names from the lists, all with the shared password. */
export const insertWorkers = async (
  client: pg.PoolClient,
  plan: OrgPlan,
  organizationId: number,
  passwordHash: string,
  now: Date,
) => {
  const { values, p } = parameters();
  const first = p(FIRST_NAMES, 'text[]');
  const last = p(LAST_NAMES, 'text[]');
  const username = `${p(plan.slug, 'text')} || '-worker-' || lpad(i::text, 4, '0')`;
  await client.query(
    `insert into users (username, email, password_hash, first_name, last_name, role, organization_id, created_at, updated_at)
     select ${username}, ${username} || '@' || ${p(MARKER_DOMAIN, 'text')}, ${p(passwordHash, 'text')},
            ${pick(first, 'i * 7')}, ${pick(last, 'i * 13')}, 'worker', ${p(organizationId, 'int')},
            ${p(now, 'timestamptz')} - i * interval '1 hour', ${p(now, 'timestamptz')} - i * interval '1 hour'
     from generate_series(1, ${p(plan.counts.workers, 'int')}) as i
     order by i`,
    values,
  );
};
