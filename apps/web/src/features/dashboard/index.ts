// What other features and the shell may use of dashboard; its screens are in pages.ts.

// The organization screen's dashboard tab shows the same figures and widgets.
export { dashboardStatsQuery, toolSummaryQuery, vehicleSummaryQuery } from './api';
export { RecentActivity } from './recent-activity';
export { RecentReports } from './recent-reports';
