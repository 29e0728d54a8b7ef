import {
  needsAssignee,
  needsOdometer,
  VEHICLE_TRANSITIONS,
  type VehicleStatus,
} from '@toolyard/shared';

/** One status move a vehicle's row menu offers. */
export type VehicleMove = {
  to: VehicleStatus;
  labelKey:
    | 'vehicles.moves.checkOut'
    | 'vehicles.moves.assign'
    | 'vehicles.moves.return'
    | 'vehicles.moves.service'
    | 'vehicles.moves.backToAvailable';
  /** Assign to worker: a worker must be chosen. */
  needsWorker: boolean;
  /** Out of the yard and back: the odometer is asked first (empty cancels); else optional. */
  needsOdometer: boolean;
};

const labelKey = (from: VehicleStatus, to: VehicleStatus): VehicleMove['labelKey'] => {
  if (to === 'in_use') return 'vehicles.moves.checkOut';
  if (to === 'pending_confirmation') return 'vehicles.moves.assign';
  if (to === 'service') return 'vehicles.moves.service';
  return from === 'in_use' ? 'vehicles.moves.return' : 'vehicles.moves.backToAvailable';
};

/** The moves allowed from a status, in the state machine's order. */
export const vehicleMoves = (from: VehicleStatus): VehicleMove[] =>
  VEHICLE_TRANSITIONS[from].map((to) => ({
    to,
    labelKey: labelKey(from, to),
    needsWorker: needsAssignee(to),
    needsOdometer: needsOdometer(from, to),
  }));
