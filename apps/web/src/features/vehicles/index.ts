// What other features use of vehicles: the boxes a refused odometer reading asks for,
// in the worker's return as in the admin's status change.
export { ODOMETER_ASKS, OdometerAssuranceFields } from './odometer-assurance-fields';
