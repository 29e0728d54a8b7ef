import { eq, type SQL } from 'drizzle-orm';
import type { ToolListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { tools } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { listOrPage, pageSelect, type ListDefinition } from '../../http/list-page.js';
import { inScope } from '../../http/scope.js';
import { searchMatches } from '../../http/search.js';
import { selectTools, toTool } from './tool-view.js';

const toolList = (
  db: Executor,
): ListDefinition<Parameters<typeof toTool>[0], ReturnType<typeof toTool>> => ({
  db,
  table: tools,
  order: { columns: [tools.name, tools.id], direction: 'asc' },
  select: (where, orderBy, limit) => {
    const query = selectTools(db)
      .where(where)
      .orderBy(...orderBy)
      .$dynamic();
    return limit === undefined ? query : query.limit(limit);
  },
  toItem: toTool,
  cursorOf: (tool) => [tool.name, tool.id],
});

/** Spec 2 "Tools": the status tab, and the search over name, description, serial number, branch and site name. */
const toolFilters = (auth: AuthContext, query: ToolListQuery): Array<SQL | undefined> => [
  inScope(auth, tools.organizationId),
  query.status ? eq(tools.status, query.status) : undefined,
  searchMatches(tools, query.search),
];

export const listTools = (db: Executor, auth: AuthContext, query: ToolListQuery = {}) =>
  listOrPage(toolList(db), query, toolFilters(auth, query));

/** One page's query, unexecuted: the benchmark runs the very same SQL on a bare endpoint. */
export const toolsListQuery = (db: Executor, auth: AuthContext, query: ToolListQuery) =>
  pageSelect(toolList(db), query, toolFilters(auth, query));
