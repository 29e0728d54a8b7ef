import type { Executor } from '../../db/client.js';
import { toolLogs, tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { moveItem, recordMove, type ItemKind, type Move } from '../../lib/move-item.js';
import { findTool, type ToolView } from './tool-view.js';

/** What a tool's move may set besides its status; its log entry names the site it went to. */
type ToolColumns = Partial<
  Omit<typeof tools.$inferInsert, 'id' | 'organizationId' | 'status' | 'updatedAt'>
>;
export type ToolMove = Move<ToolView, ToolColumns, { siteId: number | null }>;

export const toolKind: ItemKind<ToolView> = {
  type: 'tool',
  table: tools,
  logTable: toolLogs,
  logItemKey: 'toolId',
  find: findTool,
  title: (tool) => tool.name,
};

/** Every change of a tool's status: admin's status change, assignment, a worker's confirm and return. */
export const moveTool = (tx: Executor, auth: AuthContext, tool: ToolView, move: ToolMove) =>
  moveItem(tx, auth, toolKind, tool, move);

/** A new tool's first log entry and activity. */
export const recordToolCreated = (tx: Executor, auth: AuthContext, tool: ToolView) =>
  recordMove(tx, auth, toolKind, tool, 'created', {
    note: { code: 'created', values: { status: tool.status } },
    log: { siteId: tool.siteId },
    activity: { action: 'tool_created' },
  });
