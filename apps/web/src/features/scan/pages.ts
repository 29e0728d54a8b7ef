// The screens of scan, for the route table (app/routes.ts) only: loaders, never static imports
// (lint holds it), so each screen stays its own chunk, out of the first download — the decoder
// (and its ~1 MB WebAssembly) with it.

export const loadScanPage = () => import('./scan-page').then((module) => module.ScanPage);
