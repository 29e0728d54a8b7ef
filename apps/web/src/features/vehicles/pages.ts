// The screens of vehicles, for the route table (app/routes.ts) only: loaders, never static
// imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadVehiclesPage = () =>
  import('./vehicles-page').then((module) => module.VehiclesPage);
export const loadNewVehicleRedirect = () =>
  import('./new-vehicle-redirect').then((module) => module.NewVehicleRedirect);
export const loadVehiclePage = () => import('./vehicle-page').then((module) => module.VehiclePage);
