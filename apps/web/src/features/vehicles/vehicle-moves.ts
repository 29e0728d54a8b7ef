import type { VehicleStatus } from '@toolyard/shared';
import { itemMoves, type ItemMove } from '@/lib/item-moves';

/** A vehicle's move: every one opens its dialog, which asks for the odometer. */
export type VehicleMove = ItemMove<'vehicle'>;

/** The moves allowed from a status, in the state machine's order. */
export const vehicleMoves = (from: VehicleStatus): VehicleMove[] => itemMoves('vehicle', from);
