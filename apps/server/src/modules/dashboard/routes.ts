import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { dashboardStats } from './dashboard-stats.js';
import { recentActivity } from './recent-activity.js';
import { recentItems } from './recent-items.js';
import { toolSummary } from './tool-summary.js';
import { vehicleSummary } from './vehicle-summary.js';
import { dashboardDue } from './kept-due.js';
import { dashboardApi } from '@toolyard/shared';
import { route } from '../../http/route.js';
import { toolKind } from '../tools/index.js';
import { vehicleKind } from '../vehicles/index.js';

export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { reader }) => {
  route(app, dashboardApi.toolSummary, async (request) =>
    toolSummary(reader(request), authOf(request)),
  );
  route(app, dashboardApi.vehicleSummary, async (request) =>
    vehicleSummary(reader(request), authOf(request)),
  );
  route(app, dashboardApi.recentTools, async (request) =>
    recentItems(reader(request), authOf(request), toolKind),
  );
  route(app, dashboardApi.recentVehicles, async (request) =>
    recentItems(reader(request), authOf(request), vehicleKind),
  );
  route(app, dashboardApi.stats, async (request) =>
    dashboardStats(reader(request), authOf(request)),
  );
  route(app, dashboardApi.due, async (request) => dashboardDue(reader(request), authOf(request)));
  route(app, dashboardApi.activity, async (request) =>
    recentActivity(reader(request), authOf(request)),
  );
};
