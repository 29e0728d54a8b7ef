import { eq } from 'drizzle-orm';
import type { ToolListQuery, ToolSort } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches, sites, storageUnits, tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import {
  defineList,
  listOrPage,
  pageStatement,
  searchStatements,
  type ListSort,
} from '../../data/list-page.js';
import { keptOrDueTotal } from '../due/index.js';
import { inScope } from '../../data/scope.js';
import { postingsOf } from '../../data/word-postings.js';
import { toolDueFilter } from '../due/index.js';
import { assignees, selectTools, toTool, type ToolView } from './tool-view.js';

/**
 * The tools table's sorts, one per shown column, the tool's id last. Names sort
 * naturally ("Drill 2" before "Drill 10"): the columns' collation (migration 0012).
 */
const toolSorts: Record<ToolSort, ListSort<ToolView>> = {
  name: { columns: [tools.name, tools.id], cursorOf: (tool) => [tool.name, tool.id] },
  serialNumber: {
    columns: [tools.serialNumber, tools.id],
    nullable: true,
    cursorOf: (tool) => [tool.serialNumber, tool.id],
  },
  branch: { columns: [branches.name, tools.id], cursorOf: (tool) => [tool.branch.name, tool.id] },
  site: {
    columns: [sites.name, tools.id],
    nullable: true,
    cursorOf: (tool) => [tool.site?.name ?? null, tool.id],
  },
  storageUnit: {
    columns: [storageUnits.name, tools.id],
    nullable: true,
    cursorOf: (tool) => [tool.storageUnit?.name ?? null, tool.id],
  },
  assignee: {
    columns: [assignees.lastName, assignees.firstName, tools.id],
    nullable: true,
    cursorOf: (tool) => [
      tool.assignedUser?.lastName ?? null,
      tool.assignedUser?.firstName ?? null,
      tool.id,
    ],
  },
  status: { columns: [tools.status, tools.id], cursorOf: (tool) => [tool.status, tool.id] },
  nextMaintenance: {
    columns: [tools.nextMaintenanceDate, tools.id],
    nullable: true,
    cursorOf: (tool) => [tool.nextMaintenanceDate, tool.id],
  },
};

/**
 * The tools list, by name; searched over name, description, serial number, branch and site name.
 * An organization's search by name reads its search postings (decision 0071).
 */
const toolList = (db: Executor, auth: AuthContext) =>
  defineList({
    name: 'tools',
    db,
    table: tools,
    base: () => selectTools(db),
    sorts: toolSorts,
    defaultSort: 'name',
    toItem: toTool,
    ...postingsOf(auth, 'tools', 'name'),
  });

/**
 * The WHERE of a tools query: the reader's organization, the status tab and the filters. Ids of
 * another organization are valid and match nothing (the scope is ANDed). The export
 * pages through listTools with the same query, so a download holds exactly the rows listed.
 */
const toolFilters = (auth: AuthContext, query: ToolListQuery) => [
  inScope(auth, tools.organizationId),
  query.status ? eq(tools.status, query.status) : undefined,
  query.branchId ? eq(tools.branchId, query.branchId) : undefined,
  query.siteId ? eq(tools.siteId, query.siteId) : undefined,
  query.storageUnitId ? eq(tools.storageUnitId, query.storageUnitId) : undefined,
  query.assignedWorkerId ? eq(tools.assignedUserId, query.assignedWorkerId) : undefined,
  toolDueFilter(query.due),
];

export const listTools = (db: Executor, auth: AuthContext, query: ToolListQuery = {}) =>
  listOrPage(
    toolList(db, auth),
    query,
    toolFilters(auth, query),
    keptOrDueTotal(db, auth, query, {
      subject: 'tools',
      status: 's',
      places: { branchId: 'b', siteId: 'site', storageUnitId: 'unit', assignedWorkerId: 'user' },
    }),
  );

/** One page's SQL, not run: the benchmark runs the very same statement on a bare endpoint. */
export const toolsListQuery = async (db: Executor, auth: AuthContext, query: ToolListQuery) =>
  (await pageStatement(toolList(db, auth), query, toolFilters(auth, query))).statement.toSQL();

/** A search's walk and pick statements, not run: the benchmark writes both plans. */
export const toolSearchStatements = (db: Executor, auth: AuthContext, query: ToolListQuery) =>
  searchStatements(toolList(db, auth), query, toolFilters(auth, query));
