/** What other modules may use of tools (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { applyToolStatusChange, changeToolStatus } from './change-tool-status.js';
export type { ReturnUnit, ToolStatusChange } from './change-tool-status.js';
export {
  TOOL_EDITABLE_COLUMNS,
  changedToolFields,
  withBranchRule,
  writeToolEdits,
} from './edit-tools.js';
export type { EditableTool, PlannedToolEdit } from './edit-tools.js';
export { listTools } from './list-tools.js';
export { moveTool, toolKind } from './move-tool.js';
export { insertTools } from './new-tools.js';
export { toolLogRoutes, toolRoutes } from './routes.js';
export { findTool } from './tool-view.js';
export type { ToolView } from './tool-view.js';
