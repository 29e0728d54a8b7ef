import type { ToolStatus } from '@toolyard/shared';
import { itemMoves, type ItemMove } from '@/lib/item-moves';

/** A tool's move; check out and assign ask for the site (and the worker) first. */
export type ToolMove = ItemMove<'tool'> & { asksDetails: boolean };

/** The moves allowed from a status, in the state machine's order. */
export const toolMoves = (from: ToolStatus): ToolMove[] =>
  itemMoves('tool', from).map((move) => ({
    ...move,
    asksDetails: move.to === 'checked_out' || move.to === 'pending_confirmation',
  }));
