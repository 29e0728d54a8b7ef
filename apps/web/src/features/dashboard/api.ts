import { api } from '@toolyard/shared';
import { endpointQuery } from '@/lib/api-call';

// The wire types are the server's (packages/shared/src/dashboard/responses.ts).
export type { ActivityEntry, ActivityType } from '@toolyard/shared';

export const dashboardStatsQuery = () => endpointQuery(api.dashboard.stats);
export const dashboardDueQuery = () => endpointQuery(api.dashboard.due);
export const toolSummaryQuery = () => endpointQuery(api.dashboard.toolSummary);
export const vehicleSummaryQuery = () => endpointQuery(api.dashboard.vehicleSummary);
export const recentToolsQuery = () => endpointQuery(api.dashboard.recentTools);
export const recentVehiclesQuery = () => endpointQuery(api.dashboard.recentVehicles);
export const activityQuery = () => endpointQuery(api.dashboard.activity);
