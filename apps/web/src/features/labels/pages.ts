// The screens of labels, for the router only: loaders, never static imports (lint holds it), so
// each screen stays its own chunk, out of the first download.

export const loadLabelRedirect = () =>
  import('./label-redirect').then((module) => module.LabelRedirect);
