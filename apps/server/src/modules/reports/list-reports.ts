import { eq, sql } from 'drizzle-orm';
import type { ReportListQuery, ReportSort } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { reports, sites, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage, type ListSort } from '../../data/list-page.js';
import { postingsOf } from '../../data/word-postings.js';
import { keptCountFor } from '../../data/row-counts.js';
import { inScope } from '../../data/scope.js';
import { selectReports, toReport, type ReportView } from './report-view.js';

/** The reports table's sorts, one per shown column, the report's id last. */
const reportSorts: Record<ReportSort, ListSort<ReportView>> = {
  // Among one day's reports, the newest written first.
  reportDate: {
    columns: [reports.reportDate, reports.id],
    direction: 'desc',
    cursorOf: (report) => [report.reportDate, report.id],
  },
  title: { columns: [reports.title, reports.id], cursorOf: (report) => [report.title, report.id] },
  author: {
    columns: [users.lastName, users.firstName, reports.id],
    nullable: true,
    cursorOf: (report) => [
      report.user?.lastName ?? null,
      report.user?.firstName ?? null,
      report.id,
    ],
  },
  site: { columns: [sites.name, reports.id], cursorOf: (report) => [report.site.name, report.id] },
};

/**
 * Reports, newest report date first (among one day's, the newest written first);
 * searched over title, content, author name and site name.
 */
const list = (db: Executor, auth: AuthContext) =>
  defineList({
    name: 'reports',
    db,
    table: reports,
    base: () => selectReports(db),
    sorts: reportSorts,
    defaultSort: 'reportDate',
    toItem: toReport,
    ...postingsOf(auth, 'reports', 'reportDate'),
  });

/**
 * The WHERE of a reports query. A report's branch is its site's: asked by a subquery, so the
 * condition reads the reports table alone (the first page's count runs without joins).
 */
const reportFilters = (auth: AuthContext, query: ReportListQuery) => [
  inScope(auth, reports.organizationId),
  query.siteId ? eq(reports.siteId, query.siteId) : undefined,
  query.branchId
    ? sql`${reports.siteId} in (select ${sites.id} from ${sites} where ${sites.branchId} = ${query.branchId})`
    : undefined,
];

export const listReports = (db: Executor, auth: AuthContext, query: ReportListQuery = {}) =>
  listOrPage(
    list(db, auth),
    query,
    reportFilters(auth, query),
    keptCountFor(auth, query, { subject: 'reports', places: { siteId: 'site' } }),
  );

/** The dashboard's newest few: the first page's rows, as an array. */
export const recentReports = async (db: Executor, auth: AuthContext, count: number) => {
  const answer = await listReports(db, auth, { limit: count });
  return Array.isArray(answer) ? answer : answer.items;
};
