// The screen of the backups, for the shell's screen table (app/shell/screen-loaders.ts) only:
// a loader, never a static import (lint holds it), so the screen stays its own chunk.

export const loadBackupsPage = () => import('./backups-page').then((module) => module.BackupsPage);
