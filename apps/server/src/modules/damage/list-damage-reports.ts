import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { reachOf, type DamageReport } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { damagePhotos, damageReports, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { inScope } from '../../data/scope.js';
import { findDamagedItem } from './damaged-item.js';

/** An item's page shows its newest reports; older ones stay in its log. */
const DAMAGE_REPORTS_LISTED = 50;

/**
 * GET /api/damage-reports: one item's damage reports, newest first, each with its photos' ids
 * and sizes. Admins see every report of their organization's item; a worker only their own.
 */
export const listDamageReports = async (
  db: Database,
  auth: AuthContext,
  query: { toolId?: number | undefined; vehicleId?: number | undefined },
): Promise<DamageReport[]> => {
  const kind = query.toolId !== undefined ? 'tool' : 'vehicle';
  const itemId = (query.toolId ?? query.vehicleId)!;
  if (!(await findDamagedItem(db, auth, kind, itemId))) throw notFound();
  const own = reachOf(auth.user.role, 'damage.list') === 'own';
  const rows = await db
    .select({ report: damageReports, firstName: users.firstName, lastName: users.lastName })
    .from(damageReports)
    .leftJoin(users, eq(users.id, damageReports.reportedByUserId))
    .where(
      and(
        kind === 'tool' ? eq(damageReports.toolId, itemId) : eq(damageReports.vehicleId, itemId),
        inScope(auth, damageReports.organizationId),
        own ? eq(damageReports.reportedByUserId, auth.user.id) : undefined,
      ),
    )
    .orderBy(desc(damageReports.createdAt), desc(damageReports.id))
    .limit(DAMAGE_REPORTS_LISTED);
  if (rows.length === 0) return [];
  const photos = await db
    .select({
      id: damagePhotos.id,
      reportId: damagePhotos.damageReportId,
      width: damagePhotos.width,
      height: damagePhotos.height,
    })
    .from(damagePhotos)
    .where(
      inArray(
        damagePhotos.damageReportId,
        rows.map((row) => row.report.id),
      ),
    )
    .orderBy(asc(damagePhotos.id));
  return rows.map(({ report, firstName, lastName }) => ({
    id: report.id,
    toolId: report.toolId,
    vehicleId: report.vehicleId,
    siteId: report.siteId,
    description: report.description,
    createdAt: report.createdAt,
    reporter:
      report.reportedByUserId !== null && firstName !== null
        ? { id: report.reportedByUserId, firstName, lastName: lastName ?? '' }
        : null,
    photos: photos
      .filter((photo) => photo.reportId === report.id)
      .map(({ id, width, height }) => ({ id, width, height })),
  }));
};
