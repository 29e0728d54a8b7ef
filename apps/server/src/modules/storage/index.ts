/** What other modules may use of storage (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { changedUnitFields, writeStorageUnitEdits } from './edit-storage-units.js';
export type { EditableUnit, PlannedUnitEdit } from './edit-storage-units.js';
export { listStorageUnits } from './list-storage-units.js';
export { storageRoutes } from './routes.js';
export { insertStorageUnits, selectUnits, toUnit } from './storage-unit-record.js';
