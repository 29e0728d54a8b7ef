import { queryOptions } from '@tanstack/react-query';
import type {
  ActivityEntry,
  DashboardDue,
  DashboardStats,
  Tool,
  ToolSummary,
  Vehicle,
  VehicleSummary,
} from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';

// The wire types are the server's (packages/shared/src/dashboard/responses.ts).
export type { ActivityEntry, ActivityType } from '@toolyard/shared';

/** A GET of `url` typed as T, keyed by the URL like every query (the refresh helpers rely on it). */
const getQuery = <T>(url: string) =>
  queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => apiRequest<T>('GET', url, undefined, { signal }),
  });

export const dashboardStatsQuery = () => getQuery<DashboardStats>('/api/dashboard/stats');
export const dashboardDueQuery = () => getQuery<DashboardDue>('/api/dashboard/due');
export const toolSummaryQuery = () => getQuery<ToolSummary>('/api/tools/summary');
export const vehicleSummaryQuery = () => getQuery<VehicleSummary>('/api/vehicles/summary');
export const recentToolsQuery = () => getQuery<Tool[]>('/api/tools/recent');
export const recentVehiclesQuery = () => getQuery<Vehicle[]>('/api/vehicles/recent');
export const activityQuery = () => getQuery<ActivityEntry[]>('/api/activity');
