// The screens of tools, for the route table (app/routes.ts) only: loaders, never static
// imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadToolsPage = () => import('./tools-page').then((module) => module.ToolsPage);
export const loadNewToolRedirect = () =>
  import('./new-tool-redirect').then((module) => module.NewToolRedirect);
export const loadToolPage = () => import('./tool-page').then((module) => module.ToolPage);
