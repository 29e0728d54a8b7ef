import { eq } from 'drizzle-orm';
import type { ToolListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage, pageStatement } from '../../data/list-page.js';
import { inScope } from '../../data/scope.js';
import { selectTools, toTool } from './tool-view.js';

/** Spec 2 "Tools", by name; searched over name, description, serial number, branch and site name. */
const toolList = (db: Executor) =>
  defineList({
    name: 'tools',
    db,
    table: tools,
    base: () => selectTools(db),
    order: { columns: [tools.name, tools.id], direction: 'asc' },
    toItem: toTool,
    cursorOf: (tool) => [tool.name, tool.id],
  });

const toolFilters = (auth: AuthContext, query: ToolListQuery) => [
  inScope(auth, tools.organizationId),
  query.status ? eq(tools.status, query.status) : undefined,
];

export const listTools = (db: Executor, auth: AuthContext, query: ToolListQuery = {}) =>
  listOrPage(toolList(db), query, toolFilters(auth, query));

/** One page's SQL, not run: the benchmark runs the very same statement on a bare endpoint. */
export const toolsListQuery = async (db: Executor, auth: AuthContext, query: ToolListQuery) =>
  (await pageStatement(toolList(db), query, toolFilters(auth, query))).statement.toSQL();
