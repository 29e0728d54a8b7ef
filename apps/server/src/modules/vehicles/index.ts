/** What other modules may use of vehicles (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { applyVehicleStatusChange, changeVehicleStatus } from './change-vehicle-status.js';
export type { ReturnPlace, VehicleStatusChange } from './change-vehicle-status.js';
export {
  VEHICLE_EDITABLE_COLUMNS,
  changedVehicleFields,
  writeVehicleEdits,
} from './edit-vehicles.js';
export type { EditableVehicle, PlannedVehicleEdit } from './edit-vehicles.js';
export { listVehicles } from './list-vehicles.js';
export { moveVehicle, vehicleKind } from './move-vehicle.js';
export { insertVehicles } from './new-vehicles.js';
export { withOdometerSense } from './odometer-sense.js';
export { vehicleLogRoutes, vehicleRoutes } from './routes.js';
export { findVehicle } from './vehicle-view.js';
export type { VehicleView } from './vehicle-view.js';
