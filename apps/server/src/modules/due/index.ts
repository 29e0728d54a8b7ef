/** What other modules may use of due (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export {
  toolDue,
  toolDueColumns,
  toolDueFilter,
  toolDueJoin,
  toolDueRows,
  vehicleDue,
  vehicleDueColumns,
  vehicleDueFilter,
  vehicleDueJoin,
  vehicleDueRows,
} from './due-sql.js';
export { dueBounds, keptDueCounts, keptOrDueTotal } from './kept-due-counts.js';
export type { DueCounts } from './kept-due-counts.js';
