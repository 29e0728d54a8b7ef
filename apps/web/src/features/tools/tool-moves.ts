import { needsAssignee, TOOL_TRANSITIONS, type ToolStatus } from '@toolyard/shared';

/** One status move a tool's row menu offers. */
export type ToolMove = {
  to: ToolStatus;
  labelKey:
    | 'tools.moves.checkOut'
    | 'tools.moves.assign'
    | 'tools.moves.return'
    | 'tools.moves.maintenance'
    | 'tools.moves.backToAvailable';
  /** Check out and assign: a small dialog asks for the site (and the worker) first. */
  asksDetails: boolean;
  /** Assign to worker: a worker must be chosen. */
  needsWorker: boolean;
};

const labelKey = (from: ToolStatus, to: ToolStatus): ToolMove['labelKey'] => {
  if (to === 'checked_out') return 'tools.moves.checkOut';
  if (to === 'pending_confirmation') return 'tools.moves.assign';
  if (to === 'maintenance') return 'tools.moves.maintenance';
  return from === 'checked_out' ? 'tools.moves.return' : 'tools.moves.backToAvailable';
};

/** The moves allowed from a status, in the state machine's order. */
export const toolMoves = (from: ToolStatus): ToolMove[] =>
  TOOL_TRANSITIONS[from].map((to) => ({
    to,
    labelKey: labelKey(from, to),
    asksDetails: to === 'checked_out' || to === 'pending_confirmation',
    needsWorker: needsAssignee(to),
  }));
