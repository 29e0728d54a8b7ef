// The screens of storage, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadStoragePage = () => import('./storage-page').then((module) => module.StoragePage);
export const loadStorageUnitPage = () =>
  import('./storage-unit-page').then((module) => module.StorageUnitPage);
