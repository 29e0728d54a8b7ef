import type { z } from 'zod';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { toolUpdateSchema } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { updateMany } from '../../data/update-many.js';
import { recordToolsEdited } from './move-tool.js';
import type { ToolView } from './tool-view.js';

/** What an edit may change of a tool: the form's fields. Never its status — that is a move's. */
export type ToolEdit = Omit<z.output<typeof toolUpdateSchema>, 'status'>;
type ToolEditField = keyof ToolEdit;

/** The columns an edit writes, by the form's field names (in the form's order). */
export const TOOL_EDITABLE_COLUMNS = {
  name: tools.name,
  description: tools.description,
  serialNumber: tools.serialNumber,
  purchaseDate: tools.purchaseDate,
  lastMaintenanceDate: tools.lastMaintenanceDate,
  nextMaintenanceDate: tools.nextMaintenanceDate,
  maintenanceIntervalDays: tools.maintenanceIntervalDays,
  branchId: tools.branchId,
  siteId: tools.siteId,
  condition: tools.condition,
  notes: tools.notes,
} satisfies Record<ToolEditField, AnyPgColumn>;
const FIELDS = Object.keys(TOOL_EDITABLE_COLUMNS) as ToolEditField[];

/** A tool's values an edit compares with. */
export type EditableTool = Pick<ToolView, ToolEditField>;

/**
 * The form's rule for a new branch: the old site belonged to the old branch, so without a new
 * site it goes.
 */
export const withBranchRule = (tool: Pick<ToolView, 'branchId'>, edit: ToolEdit): ToolEdit =>
  edit.branchId !== undefined && edit.branchId !== tool.branchId && edit.siteId === undefined
    ? { ...edit, siteId: null }
    : edit;

/** The fields `edit` gives a value other than the tool's (absent ones stay as they are). */
export const changedToolFields = (tool: EditableTool, edit: ToolEdit): ToolEditField[] =>
  FIELDS.filter((field) => edit[field] !== undefined && edit[field] !== tool[field]);

/** A tool's edit as an import plans it: the tool as it was judged, and what changes. */
export type PlannedToolEdit = {
  tool: Pick<ToolView, 'id' | 'name' | 'siteId'>;
  set: ToolEdit;
  fields: readonly ToolEditField[];
};

/**
 * An import's batch of edits (decision 0060), checked as updateTool's input is (references of
 * the organization, the branch rule): one UPDATE for the tools — each only its changed columns —
 * one INSERT for their log entries and one for their activity rows. Answers how many changed.
 */
export const writeToolEdits = async (
  tx: Executor,
  auth: AuthContext,
  organizationId: number,
  edits: readonly PlannedToolEdit[],
) => {
  const changed = await updateMany(
    tx,
    tools,
    TOOL_EDITABLE_COLUMNS,
    organizationId,
    edits.map(({ tool, set, fields }) => ({
      id: tool.id,
      set: Object.fromEntries(fields.map((field) => [field, set[field]])),
    })),
  );
  await recordToolsEdited(
    tx,
    auth,
    edits
      .filter(({ tool }) => changed.has(tool.id))
      .map(({ tool, set, fields }) => ({
        id: tool.id,
        organizationId,
        name: set.name ?? tool.name,
        siteId: set.siteId !== undefined ? set.siteId : tool.siteId,
        fields,
      })),
  );
  return changed.size;
};
