import { and, eq, or, type SQL } from 'drizzle-orm';
import type { ToolListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches, sites, tools } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { listOrPage, pageSelect, type ListDefinition } from '../../http/list-page.js';
import { inScope } from '../../http/scope.js';
import { matches, referencesMatching, searchPattern, searchText } from '../../http/search.js';
import { selectTools, toTool } from './tool-view.js';

const toolList = (db: Executor): ListDefinition<Parameters<typeof toTool>[0], ReturnType<typeof toTool>> => ({
  order: { columns: [tools.name, tools.id], direction: 'asc' },
  select: (where, orderBy, limit) => {
    const query = selectTools(db).where(where).orderBy(...orderBy).$dynamic();
    return limit === undefined ? query : query.limit(limit);
  },
  toItem: toTool,
  cursorOf: (tool) => [tool.name, tool.id],
});

/** Spec 2 "Tools": the status tab, and the search over name, description, serial number, branch and site name. */
const toolFilters = (auth: AuthContext, query: ToolListQuery): Array<SQL | undefined> => {
  const pattern = searchPattern(query.search);
  return [
    inScope(auth, tools.organizationId),
    query.status ? eq(tools.status, query.status) : undefined,
    pattern &&
      or(
        matches(searchText(tools.name, tools.description, tools.serialNumber), pattern),
        referencesMatching(tools.branchId, branches, branches.id, and(inScope(auth, branches.organizationId), matches(searchText(branches.name), pattern))),
        referencesMatching(tools.siteId, sites, sites.id, and(inScope(auth, sites.organizationId), matches(searchText(sites.name), pattern))),
      ),
  ];
};

export const listTools = (db: Executor, auth: AuthContext, query: ToolListQuery = {}) =>
  listOrPage(toolList(db), query, toolFilters(auth, query));

/** One page's query, unexecuted: the benchmark runs the very same SQL on a bare endpoint. */
export const toolsListQuery = (db: Executor, auth: AuthContext, query: ToolListQuery) =>
  pageSelect(toolList(db), query, toolFilters(auth, query));
