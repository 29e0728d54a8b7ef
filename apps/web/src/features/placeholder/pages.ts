// The screens of placeholder, for app/screen-pages.ts only: loaders, never static imports (lint
// holds it), so each screen stays its own chunk, out of the first download.

export const loadPlaceholderPage = () =>
  import('./placeholder-page').then((module) => module.PlaceholderPage);
