import type pg from 'pg';
import { benchScale, MARKER_DOMAIN, scaledAdmin, scaledOrgName } from '../common/bench-org.js';
import { signIn, type Session } from './api.js';

export type ScaledSession = { session: Session; scale: number; organizationId: number };

/**
 * The scaled organization's admin signed in, when this database holds it (BENCH_SCALE above 1,
 * seeded with the same scale); found by name and the marker domain, as Bench Builders is.
 */
export const scaledSession = async (
  pool: pg.Pool,
  baseUrl: string,
  scale = benchScale(),
): Promise<ScaledSession | undefined> => {
  if (scale <= 1) return undefined;
  const found = await pool.query<{ id: number }>(
    'select id from organizations where name = $1 and contact_email like $2',
    [scaledOrgName(scale), `%@${MARKER_DOMAIN}`],
  );
  const organizationId = found.rows[0]?.id;
  if (organizationId === undefined) return undefined;
  const admin = scaledAdmin(scale);
  return {
    session: await signIn(baseUrl, admin.username, admin.password),
    scale,
    organizationId,
  };
};
