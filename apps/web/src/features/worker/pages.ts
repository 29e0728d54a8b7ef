// The screens of worker, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadMyStuffPage = () => import('./my-stuff-page').then((module) => module.MyStuffPage);
