// The screens of scan, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadScanPage = () => import('./scan-page').then((module) => module.ScanPage);
