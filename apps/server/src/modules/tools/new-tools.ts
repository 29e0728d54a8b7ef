import type { z } from 'zod';
import type { toolSchema, toolUpdateSchema } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { newItemRow } from '../items/index.js';
import { recordToolCreated, recordToolsImported } from './move-tool.js';
import { findTool } from './tool-view.js';

export type CreateInput = z.output<typeof toolSchema>;

export type UpdateInput = z.output<typeof toolUpdateSchema>;

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
    .values(newItemRow('tool', input, organizationId, new Date().toISOString()))
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
    .values(inputs.map((input) => newItemRow('tool', input, organizationId, now)))
    .returning({
      id: tools.id,
      organizationId: tools.organizationId,
      status: tools.status,
      siteId: tools.siteId,
    });
  await recordToolsImported(tx, auth, created);
};
