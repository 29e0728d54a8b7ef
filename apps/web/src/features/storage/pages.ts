// The screens of storage, for the route table (app/routes.ts) only: loaders, never static
// imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadStoragePage = () => import('./storage-page').then((module) => module.StoragePage);
export const loadStorageUnitPage = () =>
  import('./storage-unit-page').then((module) => module.StorageUnitPage);
