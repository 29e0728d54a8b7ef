import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityEntryResponseSchema,
  dashboardDueResponseSchema,
  dashboardStatsResponseSchema,
  toolResponseSchema,
  toolSummaryResponseSchema,
  vehicleResponseSchema,
  vehicleSummaryResponseSchema,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { dashboardStats } from './dashboard-stats.js';
import { recentActivity } from './recent-activity.js';
import { recentTools } from './recent-tools.js';
import { recentVehicles } from './recent-vehicles.js';
import { toolSummary } from './tool-summary.js';
import { vehicleSummary } from './vehicle-summary.js';
import { dashboardDue } from './kept-due.js';

export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { reader }) => {
  app.get(
    '/tools/summary',
    {
      config: { access: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Tools by status',
        response: { 200: toolSummaryResponseSchema },
      },
    },
    async (request) => toolSummary(reader(request), authOf(request)),
  );
  app.get(
    '/vehicles/summary',
    {
      config: { access: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Vehicles by status',
        response: { 200: vehicleSummaryResponseSchema },
      },
    },
    async (request) => vehicleSummary(reader(request), authOf(request)),
  );
  app.get(
    '/tools/recent',
    {
      config: { access: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Newest tools',
        response: { 200: z.array(toolResponseSchema) },
      },
    },
    async (request) => recentTools(reader(request), authOf(request)),
  );
  app.get(
    '/vehicles/recent',
    {
      config: { access: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Newest vehicles',
        response: { 200: z.array(vehicleResponseSchema) },
      },
    },
    async (request) => recentVehicles(reader(request), authOf(request)),
  );
  app.get(
    '/dashboard/stats',
    {
      config: { access: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'All dashboard and organization-page figures in one answer',
        response: { 200: dashboardStatsResponseSchema },
      },
    },
    async (request) => dashboardStats(reader(request), authOf(request)),
  );
  app.get(
    '/dashboard/due',
    {
      config: { access: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Overdue and due-soon tools and vehicles: the counts and the most urgent few',
        response: { 200: dashboardDueResponseSchema },
      },
    },
    async (request) => dashboardDue(reader(request), authOf(request)),
  );
  app.get(
    '/activity',
    {
      config: { access: 'activity.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Recent activity of the organization',
        response: { 200: z.array(activityEntryResponseSchema) },
      },
    },
    async (request) => recentActivity(reader(request), authOf(request)),
  );
};
