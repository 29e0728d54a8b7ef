import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { toolLogSchema, toolSchema, toolUpdateSchema } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import { sites, toolLogs, tools, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField, notFound } from '../../lib/domain-errors.js';
import { usableBranch, usableSite } from '../../data/references.js';
import { recordActivity } from '../../lib/activity.js';
import { answeredNote } from '../../lib/log-notes.js';
import { changeToolStatus, type ToolStatusChange } from './change-tool-status.js';
import { recordToolCreated, recordToolEdited, recordToolsImported } from './move-tool.js';
import { changedToolFields, withBranchRule } from './edit-tools.js';
import { findTool } from './tool-view.js';
import { deleteOne } from '../../data/delete-one.js';

type CreateInput = z.output<typeof toolSchema>;
type UpdateInput = z.output<typeof toolUpdateSchema>;

export const getTool = async (db: Database, auth: AuthContext, id: number) => {
  const tool = await findTool(db, auth, id);
  if (!tool) throw notFound();
  return tool;
};

/** What every new tool must start as, from the form or an import. */
export const checkInitialToolStatus = (input: CreateInput) => {
  // Handing a new tool to a worker goes through "assign to worker" once it exists.
  if (input.status === 'pending_confirmation') {
    throw invalidField('status', 'validation.initialStatus');
  }
};

/** A new tool's row: a tool created as checked out is out from now on. */
const newToolRow = (input: CreateInput, organizationId: number, now: string) => ({
  ...input,
  organizationId,
  ...(input.status === 'checked_out' ? { assignmentDate: now, checkoutDate: now } : {}),
});

/**
 * Writes a new tool with its first log entry and activity, in the caller's transaction. Its
 * branch and site must already be checked as the organization's (createTool; an import resolves
 * them by name within the organization).
 */
const insertTool = async (
  tx: Executor,
  auth: AuthContext,
  organizationId: number,
  input: CreateInput,
) => {
  const [created] = await tx
    .insert(tools)
    .values(newToolRow(input, organizationId, new Date().toISOString()))
    .returning({ id: tools.id });
  return recordToolCreated(tx, auth, (await findTool(tx, auth, created!.id))!);
};

/**
 * An import's batch of new tools (checked as insertTool's input is): one INSERT for the tools,
 * one for their first log entries, one activity for the batch.
 */
export const insertTools = async (
  tx: Executor,
  auth: AuthContext,
  organizationId: number,
  inputs: readonly CreateInput[],
) => {
  if (inputs.length === 0) return;
  const now = new Date().toISOString();
  const created = await tx
    .insert(tools)
    .values(inputs.map((input) => newToolRow(input, organizationId, now)))
    .returning({
      id: tools.id,
      organizationId: tools.organizationId,
      status: tools.status,
      siteId: tools.siteId,
    });
  await recordToolsImported(tx, auth, created);
};

export const createTool = async (db: Database, auth: AuthContext, input: CreateInput) => {
  checkInitialToolStatus(input);
  const branch = await usableBranch(db, auth, input.branchId);
  if (input.siteId !== null) await usableSite(db, input.siteId, branch.id);
  return db.transaction((tx) => insertTool(tx, auth, branch.organizationId, input));
};

/**
 * Edits fields; a different status goes through the status machine, logged, in the same
 * transaction. An edit that changes something writes a log entry naming the changed fields and
 * one activity (recordToolEdited; an import's batch writes the same, decision 0060).
 */
export const updateTool = async (
  db: Database,
  auth: AuthContext,
  id: number,
  input: UpdateInput,
) => {
  const existing = await getTool(db, auth, id);
  const { status, ...asked } = input;
  const fields = withBranchRule(existing, asked);
  const branchId = fields.branchId ?? existing.branchId;
  if (branchId !== existing.branchId) await usableBranch(db, auth, branchId);
  const siteId = fields.siteId === undefined ? existing.siteId : fields.siteId;
  if (siteId !== null && (fields.siteId !== undefined || branchId !== existing.branchId))
    await usableSite(db, siteId, branchId);
  const changed = changedToolFields(existing, fields);

  return db.transaction(async (tx) => {
    if (changed.length > 0) {
      await tx
        .update(tools)
        .set({ ...fields, updatedAt: new Date().toISOString() })
        .where(eq(tools.id, id));
    }
    let tool = (await findTool(tx, auth, id))!;
    if (status !== undefined && status !== tool.status) {
      const change: ToolStatusChange = { status, siteId: fields.siteId ?? undefined };
      tool = await changeToolStatus(tx, auth, tool, change);
    } else if (changed.length > 0) {
      tool = await recordToolEdited(tx, auth, tool, changed);
    }
    return tool;
  });
};

export const deleteTool = async (db: Database, auth: AuthContext, id: number) => {
  const existing = await getTool(db, auth, id);
  await db.transaction(async (tx) => {
    await deleteOne(
      tx,
      tools,
      and(eq(tools.id, id), eq(tools.organizationId, existing.organizationId)),
    );
    await recordActivity(tx, auth, {
      organizationId: existing.organizationId,
      type: 'tool',
      action: 'tool_deleted',
      title: existing.name,
      entityType: 'tool',
      entityId: id,
    });
  });
};

export const setToolStatus = async (
  db: Database,
  auth: AuthContext,
  id: number,
  change: ToolStatusChange,
) =>
  db.transaction(async (tx) => {
    const tool = await findTool(tx, auth, id);
    if (!tool) throw notFound();
    return changeToolStatus(tx, auth, tool, change);
  });

export const listToolLogs = async (db: Database, auth: AuthContext, toolId: number) => {
  await getTool(db, auth, toolId);
  const rows = await db
    .select({
      log: toolLogs,
      firstName: users.firstName,
      lastName: users.lastName,
      siteName: sites.name,
    })
    .from(toolLogs)
    .leftJoin(users, eq(users.id, toolLogs.userId))
    .leftJoin(sites, eq(sites.id, toolLogs.siteId))
    .where(eq(toolLogs.toolId, toolId))
    .orderBy(desc(toolLogs.timestamp), desc(toolLogs.id));
  return rows.map(({ log, firstName, lastName, siteName }) => ({
    id: log.id,
    toolId: log.toolId,
    userId: log.userId,
    action: log.action,
    siteId: log.siteId,
    ...answeredNote(log),
    timestamp: log.timestamp,
    user: firstName !== null ? { firstName, lastName: lastName ?? '' } : null,
    site: log.siteId !== null && siteName !== null ? { id: log.siteId, name: siteName } : null,
  }));
};

/**
 * The spec's first step of a status change. The author is always the caller (a userId in the
 * body is ignored), and the site must be one of the tool's branch.
 */
export const createToolLog = async (
  db: Database,
  auth: AuthContext,
  input: z.output<typeof toolLogSchema>,
) => {
  const tool = await findTool(db, auth, input.toolId);
  if (!tool) throw invalidField('toolId', 'validation.referenceInvalid');
  if (input.siteId !== null) await usableSite(db, input.siteId, tool.branchId);
  const [log] = await db
    .insert(toolLogs)
    .values({
      organizationId: tool.organizationId,
      toolId: tool.id,
      userId: auth.user.id,
      impersonatorUserId: auth.impersonatorUserId,
      action: input.action,
      siteId: input.siteId,
      notes: input.notes,
    })
    .returning();
  return { ...log!, ...answeredNote(log!), timestamp: log!.timestamp };
};
