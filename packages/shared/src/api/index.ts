import type { Endpoint } from './endpoint.js';
import { authApi } from './auth.js';
import { backupsApi } from './backups.js';
import { branchesApi } from './branches.js';
import { bulkActionsApi } from './bulk-actions.js';
import { countsApi } from './counts.js';
import { damageApi } from './damage.js';
import { dashboardApi } from './dashboard.js';
import { eventsApi } from './events.js';
import { exportsApi } from './exports.js';
import { healthApi } from './health.js';
import { importsApi } from './imports.js';
import { labelsApi } from './labels.js';
import { mailLogApi } from './mail-log.js';
import { maintenanceRecordsApi } from './maintenance-records.js';
import { noticesApi } from './notices.js';
import { notificationsApi } from './notifications.js';
import { organizationsApi } from './organizations.js';
import { parkingApi } from './parking.js';
import { reportsApi } from './reports.js';
import { reservationsApi } from './reservations.js';
import { sitesApi } from './sites.js';
import { storageApi } from './storage.js';
import { systemApi } from './system.js';
import { toolsApi } from './tools.js';
import { uploadsApi } from './uploads.js';
import { usersApi } from './users.js';
import { vehiclesApi } from './vehicles.js';
import { workerApi } from './worker.js';

/**
 * The API table: every route of the server, by area (each area named as its server module and
 * web feature). docs/architecture.md, "The API table".
 */
export const api = {
  auth: authApi,
  backups: backupsApi,
  branches: branchesApi,
  bulkActions: bulkActionsApi,
  counts: countsApi,
  damage: damageApi,
  dashboard: dashboardApi,
  events: eventsApi,
  exports: exportsApi,
  health: healthApi,
  imports: importsApi,
  labels: labelsApi,
  mailLog: mailLogApi,
  maintenanceRecords: maintenanceRecordsApi,
  notices: noticesApi,
  notifications: notificationsApi,
  organizations: organizationsApi,
  parking: parkingApi,
  reports: reportsApi,
  reservations: reservationsApi,
  sites: sitesApi,
  storage: storageApi,
  system: systemApi,
  tools: toolsApi,
  uploads: uploadsApi,
  users: usersApi,
  vehicles: vehiclesApi,
  worker: workerApi,
};

/** Every endpoint of the table, once each. */
export const allEndpoints: readonly Endpoint[] = Object.values(api).flatMap((area): Endpoint[] =>
  Object.values(area),
);
