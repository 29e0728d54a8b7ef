import type { ListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage } from '../../data/list-page.js';
import { inScope } from '../../data/scope.js';
import { selectReports, toReport } from './report-view.js';

/**
 * Spec 2 "Reports", newest report date first (among one day's, the newest written first);
 * searched over title, content, author name and site name.
 */
const list = (db: Executor) =>
  defineList({
    name: 'reports',
    db,
    table: reports,
    base: () => selectReports(db),
    order: { columns: [reports.reportDate, reports.id], direction: 'desc' },
    toItem: toReport,
    cursorOf: (report) => [report.reportDate, report.id],
  });

export const listReports = (db: Executor, auth: AuthContext, query: ListQuery = {}) =>
  listOrPage(list(db), query, [inScope(auth, reports.organizationId)]);

/** The dashboard's newest few: the first page's rows, as an array. */
export const recentReports = async (db: Executor, auth: AuthContext, count: number) => {
  const answer = await listReports(db, auth, { limit: count });
  return Array.isArray(answer) ? answer : answer.items;
};
