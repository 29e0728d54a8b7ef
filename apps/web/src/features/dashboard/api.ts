import { queryOptions } from '@tanstack/react-query';
import type { Tool } from '@/features/tools/api';
import type { Vehicle } from '@/features/vehicles/api';
import { apiRequest } from '@/lib/api-client';

/** GET /api/dashboard/stats: the dashboard's and the organization page's figures (spec 3). */
export type DashboardStats = {
  tools: number;
  vehicles: number;
  activeSites: number;
  storageUnits: number;
  totalTools: number;
  totalVehicles: number;
  activeWorkers: number;
  reportsToday: number;
  reportsThisWeek: number;
};

export type ToolSummary = {
  available: number;
  checkedOut: number;
  pendingConfirmation: number;
  maintenance: number;
};

export type VehicleSummary = {
  available: number;
  inUse: number;
  pendingConfirmation: number;
  service: number;
};

export type ActivityType = 'tool' | 'vehicle' | 'alert' | 'report';

/** One entry of GET /api/activity, newest first (spec 3 "Activity entry", both variants). */
export type ActivityEntry = {
  id: number;
  type: ActivityType;
  action: string;
  title: string;
  details: string | null;
  timestamp: string;
  description: string;
  time: string;
  user: string | null;
};

/** A GET of `url` typed as T, keyed by the URL like every query (the refresh helpers rely on it). */
const getQuery = <T>(url: string) =>
  queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => apiRequest<T>('GET', url, undefined, { signal }),
  });

export const dashboardStatsQuery = () => getQuery<DashboardStats>('/api/dashboard/stats');
export const toolSummaryQuery = () => getQuery<ToolSummary>('/api/tools/summary');
export const vehicleSummaryQuery = () => getQuery<VehicleSummary>('/api/vehicles/summary');
export const recentToolsQuery = () => getQuery<Tool[]>('/api/tools/recent');
export const recentVehiclesQuery = () => getQuery<Vehicle[]>('/api/vehicles/recent');
export const activityQuery = () => getQuery<ActivityEntry[]>('/api/activity');
