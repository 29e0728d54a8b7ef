// The screens of reports, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadReportsPage = () => import('./reports-page').then((module) => module.ReportsPage);
export const loadReportPage = () => import('./report-page').then((module) => module.ReportPage);
export const loadNewReportRedirect = () =>
  import('./new-report-redirect').then((module) => module.NewReportRedirect);
