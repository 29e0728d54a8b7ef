/**
 * Tool and vehicle status machines. The server checks every status write against these,
 * the screens offer only these moves. Worker confirmations and returns are separate,
 * named actions on top of them.
 */
export const TOOL_STATUSES = [
  'available',
  'checked_out',
  'pending_confirmation',
  'maintenance',
] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];

export const VEHICLE_STATUSES = ['available', 'in_use', 'pending_confirmation', 'service'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const TIRE_TYPES = ['winter', 'summer', 'all_season'] as const;
export type TireType = (typeof TIRE_TYPES)[number];

export const TOOL_TRANSITIONS: Record<ToolStatus, readonly ToolStatus[]> = {
  available: ['checked_out', 'pending_confirmation', 'maintenance'], // check out, assign to worker
  checked_out: ['available', 'maintenance'], // return
  pending_confirmation: ['maintenance'],
  maintenance: ['available'],
};

export const VEHICLE_TRANSITIONS: Record<VehicleStatus, readonly VehicleStatus[]> = {
  available: ['in_use', 'pending_confirmation', 'service'],
  in_use: ['available', 'service'],
  pending_confirmation: ['service'],
  service: ['available'],
};

export const canMoveTool = (from: ToolStatus, to: ToolStatus) =>
  TOOL_TRANSITIONS[from].includes(to);
export const canMoveVehicle = (from: VehicleStatus, to: VehicleStatus) =>
  VEHICLE_TRANSITIONS[from].includes(to);

/** Statuses from which a move to `to` is allowed: the server's guard in one SQL condition. */
export const toolStatusesLeadingTo = (to: ToolStatus) =>
  TOOL_STATUSES.filter((from) => canMoveTool(from, to));
export const vehicleStatusesLeadingTo = (to: VehicleStatus) =>
  VEHICLE_STATUSES.filter((from) => canMoveVehicle(from, to));

/** The log action of a status change (`status_change_to_{status}`). */
export const statusChangeAction = (status: string) => `status_change_to_${status}`;

/** Moves that hand an item to someone, and so stamp the assignment (and checkout) dates. */
export const stampsAssignment = (status: ToolStatus | VehicleStatus) =>
  status === 'checked_out' || status === 'in_use' || status === 'pending_confirmation';
export const stampsCheckout = (status: ToolStatus | VehicleStatus) =>
  status === 'checked_out' || status === 'in_use';

/**
 * Moves that ask for the odometer: out of the yard (available to
 * in_use or pending_confirmation) and back (in_use to available). Service moves do not: a
 * vehicle must be able to go to the workshop without anyone reading its odometer.
 */
export const needsOdometer = (from: VehicleStatus, to: VehicleStatus) =>
  (from === 'available' && (to === 'in_use' || to === 'pending_confirmation')) ||
  (from === 'in_use' && to === 'available');

/** Moves that need a worker named (assign to worker). */
export const needsAssignee = (status: ToolStatus | VehicleStatus) =>
  status === 'pending_confirmation';
