// The screens of settings, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadSettingsPage = () =>
  import('./settings-page').then((module) => module.SettingsPage);
