import { type SQL } from 'drizzle-orm';
import type { ListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { listOrPage, type ListDefinition } from '../../http/list-page.js';
import { inScope } from '../../http/scope.js';
import { searchMatches } from '../../http/search.js';
import { selectReports, toReport } from './report-view.js';

/** Newest report date first; among one day's reports the newest written first. */
const reportList = (
  db: Executor,
): ListDefinition<Parameters<typeof toReport>[0], ReturnType<typeof toReport>> => ({
  db,
  table: reports,
  order: { columns: [reports.reportDate, reports.id], direction: 'desc' },
  select: (where, orderBy, limit) => {
    const query = selectReports(db)
      .where(where)
      .orderBy(...orderBy)
      .$dynamic();
    return limit === undefined ? query : query.limit(limit);
  },
  toItem: toReport,
  cursorOf: (report) => [report.reportDate, report.id],
});

/** Spec 2 "Reports": the search over title, content, author name and site name. */
const reportFilters = (auth: AuthContext, query: ListQuery): Array<SQL | undefined> => [
  inScope(auth, reports.organizationId),
  searchMatches(reports, query.search),
];

export const listReports = (db: Executor, auth: AuthContext, query: ListQuery = {}) =>
  listOrPage(reportList(db), query, reportFilters(auth, query));

/** The dashboard's newest few: the first page's rows, as an array. */
export const recentReports = async (db: Executor, auth: AuthContext, count: number) => {
  const answer = await listReports(db, auth, { limit: count });
  return Array.isArray(answer) ? answer : answer.items;
};
