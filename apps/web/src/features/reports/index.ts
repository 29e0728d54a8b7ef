// What other features and the shell may use of reports; its screens are in pages.ts.

// The dashboards list the latest reports and download them like the reports screen does.
export { recentReportsQuery } from './api';
export { useReportDownload } from './use-report-download';
