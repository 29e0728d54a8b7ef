/** What other modules may use of parking (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { listParkingLocations } from './list-parking-locations.js';
export { selectParkingLocations } from './parking-location-record.js';
export { parkingRoutes } from './routes.js';
