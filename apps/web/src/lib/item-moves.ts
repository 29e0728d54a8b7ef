import {
  needsAssignee,
  needsOdometer,
  stampsCheckout,
  TOOL_TRANSITIONS,
  VEHICLE_TRANSITIONS,
  type ToolStatus,
  type VehicleStatus,
} from '@toolyard/shared';

/** What a move does, as its menu entry and button name it. */
type MoveVerb = 'checkOut' | 'assign' | 'repair' | 'return' | 'backToAvailable';

const moveVerb = (from: ToolStatus | VehicleStatus, to: ToolStatus | VehicleStatus): MoveVerb => {
  if (stampsCheckout(to)) return 'checkOut';
  if (to === 'pending_confirmation') return 'assign';
  if (to === 'maintenance' || to === 'service') return 'repair';
  return stampsCheckout(from) ? 'return' : 'backToAvailable';
};

const LABELS = {
  tool: {
    checkOut: 'tools.moves.checkOut',
    assign: 'tools.moves.assign',
    repair: 'tools.moves.maintenance',
    return: 'tools.moves.return',
    backToAvailable: 'tools.moves.backToAvailable',
  },
  vehicle: {
    checkOut: 'vehicles.moves.checkOut',
    assign: 'vehicles.moves.assign',
    repair: 'vehicles.moves.service',
    return: 'vehicles.moves.return',
    backToAvailable: 'vehicles.moves.backToAvailable',
  },
} as const;

type Kinds = { tool: ToolStatus; vehicle: VehicleStatus };

/** One status move a row menu or an item page offers. */
export type ItemMove<Kind extends keyof Kinds> = {
  to: Kinds[Kind];
  labelKey: (typeof LABELS)[Kind][MoveVerb];
  /** Assign to worker: a worker must be chosen. */
  needsWorker: boolean;
  /** Out of the yard and back, for a vehicle: the odometer is asked first (empty cancels). */
  needsOdometer: boolean;
};

const TRANSITIONS = { tool: TOOL_TRANSITIONS, vehicle: VEHICLE_TRANSITIONS } as const;

/** The moves a kind's status machine allows from a status, in its order. */
export const itemMoves = <Kind extends keyof Kinds>(
  kind: Kind,
  from: Kinds[Kind],
): Array<ItemMove<Kind>> =>
  (TRANSITIONS[kind] as Record<Kinds[Kind], readonly Kinds[Kind][]>)[from].map((to) => ({
    to,
    // Indexed by a generic kind, TS widens the key to every kind's; `kind` picks its own.
    labelKey: LABELS[kind][moveVerb(from, to)] as ItemMove<Kind>['labelKey'],
    needsWorker: needsAssignee(to),
    needsOdometer: kind === 'vehicle' && needsOdometer(from as VehicleStatus, to as VehicleStatus),
  }));
