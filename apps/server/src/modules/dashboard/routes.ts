import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { toolResponse } from '../tools/routes.js';
import { vehicleResponse } from '../vehicles/routes.js';
import {
  dashboardStats,
  recentActivity,
  recentTools,
  recentVehicles,
  toolSummary,
  vehicleSummary,
} from './dashboard-queries.js';

const n = z.number();

export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/tools/summary',
    {
      config: { access: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Tools by status',
        response: {
          200: z.object({
            available: n,
            checkedOut: n,
            checked_out: n,
            pendingConfirmation: n,
            maintenance: n,
          }),
        },
      },
    },
    async (request) => toolSummary(db, authOf(request)),
  );
  app.get(
    '/vehicles/summary',
    {
      config: { access: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Vehicles by status',
        response: {
          200: z.object({ available: n, inUse: n, in_use: n, pendingConfirmation: n, service: n }),
        },
      },
    },
    async (request) => vehicleSummary(db, authOf(request)),
  );
  app.get(
    '/tools/recent',
    {
      config: { access: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Newest tools',
        response: { 200: z.array(toolResponse) },
      },
    },
    async (request) => recentTools(db, authOf(request)),
  );
  app.get(
    '/vehicles/recent',
    {
      config: { access: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Newest vehicles',
        response: { 200: z.array(vehicleResponse) },
      },
    },
    async (request) => recentVehicles(db, authOf(request)),
  );
  app.get(
    '/dashboard/stats',
    {
      config: { access: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'All dashboard and organization-page figures in one answer',
        response: {
          200: z.object({
            tools: n,
            vehicles: n,
            activeSites: n,
            storageUnits: n,
            totalTools: n,
            totalVehicles: n,
            activeWorkers: n,
            reportsToday: n,
            reportsThisWeek: n,
          }),
        },
      },
    },
    async (request) => dashboardStats(db, authOf(request)),
  );
  app.get(
    '/activity',
    {
      config: { access: 'activity.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Recent activity of the organization',
        response: {
          200: z.array(
            z.object({
              id: n,
              type: z.enum(['tool', 'vehicle', 'alert', 'report']),
              action: z.string(),
              title: z.string(),
              details: z.string().nullable(),
              timestamp: z.string(),
              description: z.string(),
              time: z.string(),
              user: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => recentActivity(db, authOf(request)),
  );
};
