// What other features and the shell may use of storage; its screens are in pages.ts.

// The tools and vehicles lists filter by storage unit and parking place.
export { parkingPlacesQuery, storageUnitsQuery } from './api';
