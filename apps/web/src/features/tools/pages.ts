// The screens of tools, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadToolsPage = () => import('./tools-page').then((module) => module.ToolsPage);
export const loadNewToolRedirect = () =>
  import('./new-tool-redirect').then((module) => module.NewToolRedirect);
export const loadToolPage = () => import('./tool-page').then((module) => module.ToolPage);
