import { z } from '../zod.js';
import { endpoint } from './endpoint.js';
import {
  activityEntryResponseSchema,
  dashboardDueResponseSchema,
  dashboardStatsResponseSchema,
  toolSummaryResponseSchema,
  vehicleSummaryResponseSchema,
} from '../dashboard/responses.js';
import { toolResponseSchema, vehicleResponseSchema } from '../inventory/responses.js';

/** The dashboard routes (docs/architecture.md, "The API table"). */
export const dashboardApi = {
  toolSummary: endpoint({
    method: 'GET',
    path: '/api/tools/summary',
    access: 'dashboard.read',
    tags: ['dashboard'],
    summary: 'Tools by status',
    answer: toolSummaryResponseSchema,
    status: 200,
  }),
  vehicleSummary: endpoint({
    method: 'GET',
    path: '/api/vehicles/summary',
    access: 'dashboard.read',
    tags: ['dashboard'],
    summary: 'Vehicles by status',
    answer: vehicleSummaryResponseSchema,
    status: 200,
  }),
  recentTools: endpoint({
    method: 'GET',
    path: '/api/tools/recent',
    access: 'dashboard.read',
    tags: ['dashboard'],
    summary: 'Newest tools',
    answer: z.array(toolResponseSchema),
    status: 200,
  }),
  recentVehicles: endpoint({
    method: 'GET',
    path: '/api/vehicles/recent',
    access: 'dashboard.read',
    tags: ['dashboard'],
    summary: 'Newest vehicles',
    answer: z.array(vehicleResponseSchema),
    status: 200,
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/dashboard/stats',
    access: 'dashboard.read',
    tags: ['dashboard'],
    summary: 'All dashboard and organization-page figures in one answer',
    answer: dashboardStatsResponseSchema,
    status: 200,
  }),
  due: endpoint({
    method: 'GET',
    path: '/api/dashboard/due',
    access: 'dashboard.read',
    tags: ['dashboard'],
    summary: 'Overdue and due-soon tools and vehicles: the counts and the most urgent few',
    answer: dashboardDueResponseSchema,
    status: 200,
  }),
  activity: endpoint({
    method: 'GET',
    path: '/api/activity',
    access: 'activity.read',
    tags: ['dashboard'],
    summary: 'Recent activity of the organization',
    answer: z.array(activityEntryResponseSchema),
    status: 200,
  }),
};
