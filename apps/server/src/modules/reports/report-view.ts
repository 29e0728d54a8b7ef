import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { branches, organizations, reports, sites, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';

export const selectReports = (db: Executor) =>
  db
    .select({
      report: reports,
      firstName: users.firstName,
      lastName: users.lastName,
      siteName: sites.name,
      branchId: branches.id,
      branchName: branches.name,
      organizationName: organizations.name,
      organizationLogoUrl: organizations.logoUrl,
      organizationTimeZone: organizations.timeZone,
    })
    .from(reports)
    .innerJoin(sites, eq(sites.id, reports.siteId))
    .innerJoin(branches, eq(branches.id, sites.branchId))
    .innerJoin(organizations, eq(organizations.id, reports.organizationId))
    .leftJoin(users, eq(users.id, reports.userId));

type Row = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

export const toReport = (row: Row) => ({
  id: row.report.id,
  organizationId: row.report.organizationId,
  title: row.report.title,
  content: row.report.content,
  siteId: row.report.siteId,
  userId: row.report.userId,
  reportDate: row.report.reportDate,
  createdAt: row.report.createdAt,
  updatedAt: row.report.updatedAt,
  user: row.firstName !== null ? { firstName: row.firstName, lastName: row.lastName ?? '' } : null,
  site: {
    id: row.report.siteId,
    name: row.siteName,
    branch: { id: row.branchId, name: row.branchName },
    organization: { id: row.report.organizationId, name: row.organizationName },
  },
  organizationLogoUrl: row.organizationLogoUrl,
  organizationTimeZone: row.organizationTimeZone,
});

export type ReportView = ReturnType<typeof toReport>;

export const findReport = async (db: Executor, auth: AuthContext, id: number) => {
  const scope = inScope(auth, reports.organizationId);
  const [row] = await selectReports(db)
    .where(scope ? and(eq(reports.id, id), scope) : eq(reports.id, id))
    .limit(1);
  return row ? toReport(row) : undefined;
};
