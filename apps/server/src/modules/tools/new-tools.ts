import type { z } from 'zod';
import type { toolSchema, toolUpdateSchema } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField } from '../../lib/domain-errors.js';
import { recordToolCreated, recordToolsImported } from './move-tool.js';
import { findTool } from './tool-view.js';

export type CreateInput = z.output<typeof toolSchema>;

export type UpdateInput = z.output<typeof toolUpdateSchema>;

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
export const insertTool = async (
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
