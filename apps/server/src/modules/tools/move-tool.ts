import type { Executor } from '../../db/client.js';
import { toolLogs, tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import {
  EDITED_ACTION,
  editedNote,
  moveItem,
  recordItemsImported,
  recordItemsEdited,
  recordMove,
  type ItemColumns,
  type ItemKind,
  type Move,
} from '../../data/move-item.js';
import { findTool, readTools, toolListOrder, type ToolView } from './tool-view.js';

/** What a tool's move may set besides its status; its log entry names the site it went to. */
export type ToolMove = Move<ToolView, ItemColumns<typeof tools>, { siteId: number | null }>;

export const toolKind: ItemKind<ToolView> = {
  type: 'tool',
  table: tools,
  logTable: toolLogs,
  logItemKey: 'toolId',
  find: findTool,
  read: readTools,
  listOrder: toolListOrder,
  title: (tool) => tool.name,
};

/** Every change of a tool's status: admin's status change, assignment, a worker's confirm and return. */
export const moveTool = (tx: Executor, auth: AuthContext, tool: ToolView, move: ToolMove) =>
  moveItem(tx, auth, toolKind, tool, move);

type NewTool = { status: string; siteId: number | null };

/** What a new tool's first log entry says: the status it started in, and its site. */
const createdRecord = (tool: NewTool) => ({
  note: { code: 'created' as const, values: { status: tool.status } },
  log: { siteId: tool.siteId },
});

/** A new tool's first log entry and activity. */
export const recordToolCreated = (tx: Executor, auth: AuthContext, tool: ToolView) =>
  recordMove(tx, auth, toolKind, tool, 'created', {
    ...createdRecord(tool),
    activity: { action: 'tool_created' },
  });

/** The first log entries of an import's batch of new tools, and one activity for the batch. */
export const recordToolsImported = (
  tx: Executor,
  auth: AuthContext,
  created: ReadonlyArray<NewTool & { id: number; organizationId: number }>,
) => recordItemsImported(tx, auth, toolKind, created, createdRecord);

/** An edit of a tool's details (the form's): its log entry names the fields, and one activity. */
export const recordToolEdited = (
  tx: Executor,
  auth: AuthContext,
  tool: ToolView,
  fields: readonly string[],
) =>
  recordMove(tx, auth, toolKind, tool, EDITED_ACTION, {
    note: editedNote(fields),
    log: { siteId: tool.siteId },
    activity: { action: 'tool_updated' },
  });

/** The same for an import's batch of edited tools: each its log entry and activity, two INSERTs. */
export const recordToolsEdited = (
  tx: Executor,
  auth: AuthContext,
  edited: ReadonlyArray<{
    id: number;
    organizationId: number;
    name: string;
    siteId: number | null;
    fields: readonly string[];
  }>,
) =>
  recordItemsEdited(tx, auth, toolKind, edited, (tool) => ({
    log: { siteId: tool.siteId },
    activity: { action: 'tool_updated', title: tool.name },
  }));
