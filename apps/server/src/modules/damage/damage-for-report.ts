import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { damagePhotos, damageReports, tools, users } from '../../db/schema.js';
import type { ReportDamageSection } from '../../pdf/render-damage-section.js';

/**
 * What one report PDF prints of the day's damage, at most: a PDF is rendered within a deadline
 * and a heap of its own (decision 0010), so its photos are bounded however much was reported.
 */
export const DAMAGE_IN_REPORT_MAX = 10;
export const DAMAGE_PHOTOS_IN_REPORT_MAX = 12;

/**
 * The damage reported at a site on a report's day (in the organization's time zone), oldest
 * first: a daily report's PDF shows what broke there that day, with its photos.
 */
export const damageForReport = async (
  db: Executor,
  report: { organizationId: number; siteId: number; reportDate: string; timeZone: string },
): Promise<ReportDamageSection> => {
  // The day's bounds as instants, so the (site, created_at) index finds them.
  const dayStart = sql`(${report.reportDate}::date::timestamp at time zone ${report.timeZone})`;
  const dayEnd = sql`((${report.reportDate}::date + 1)::timestamp at time zone ${report.timeZone})`;
  const where = and(
    eq(damageReports.organizationId, report.organizationId),
    eq(damageReports.siteId, report.siteId),
    gte(damageReports.createdAt, dayStart as never),
    lt(damageReports.createdAt, dayEnd as never),
  );
  const rows = await db
    .select({
      id: damageReports.id,
      description: damageReports.description,
      createdAt: damageReports.createdAt,
      item: tools.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(damageReports)
    .innerJoin(tools, eq(tools.id, damageReports.toolId))
    .leftJoin(users, eq(users.id, damageReports.reportedByUserId))
    .where(where)
    .orderBy(asc(damageReports.createdAt), asc(damageReports.id))
    .limit(DAMAGE_IN_REPORT_MAX);
  if (rows.length === 0) return { entries: [], more: 0 };
  const [total] = await db
    .select({ value: count() })
    .from(damageReports)
    .innerJoin(tools, eq(tools.id, damageReports.toolId))
    .where(where);
  const photos = await db
    .select({ reportId: damagePhotos.damageReportId, image: damagePhotos.image })
    .from(damagePhotos)
    .where(
      inArray(
        damagePhotos.damageReportId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(damagePhotos.damageReportId), asc(damagePhotos.id))
    .limit(DAMAGE_PHOTOS_IN_REPORT_MAX);
  return {
    entries: rows.map((row) => ({
      item: row.item,
      reporter: row.firstName !== null ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
      createdAt: row.createdAt,
      description: row.description,
      photos: photos.filter((photo) => photo.reportId === row.id).map((photo) => photo.image),
    })),
    more: Math.max(0, (total?.value ?? 0) - rows.length),
  };
};
