// The screens of vehicles, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadVehiclesPage = () =>
  import('./vehicles-page').then((module) => module.VehiclesPage);
export const loadNewVehicleRedirect = () =>
  import('./new-vehicle-redirect').then((module) => module.NewVehicleRedirect);
export const loadVehiclePage = () => import('./vehicle-page').then((module) => module.VehiclePage);
