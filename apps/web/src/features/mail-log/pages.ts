// The screen of the mail log, for the shell's screen table (app/shell/screen-loaders.ts) only:
// a loader, never a static import (lint holds it), so the screen stays its own chunk.

export const loadMailLogPage = () => import('./mail-log-page').then((module) => module.MailLogPage);
