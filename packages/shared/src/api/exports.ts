import type { z } from '../zod.js';
import type { Permission } from '../access/permissions.js';
import { endpoint } from './endpoint.js';
import { binaryFile } from './answers.js';
import { EXPORT_ROWS_HEADER, exportFormatQuery } from '../lists/export.js';
import {
  branchListQuerySchema,
  notificationListQuerySchema,
  organizationListQuerySchema,
  parkingListQuerySchema,
  reportListQuerySchema,
  siteListQuerySchema,
  storageUnitListQuerySchema,
  toolListQuerySchema,
  userListQuerySchema,
  vehicleListQuerySchema,
} from '../lists/pages.js';
import { workerListQuerySchema } from '../users/schemas.js';

const exportFile = {
  description: `The list as a file to keep (Content-Disposition names it): CSV (UTF-8 with BOM) or XLSX, streamed. \`${EXPORT_ROWS_HEADER}\` says how many data rows (no header row) it will hold, as counted when the export started; absent when the list does not count its rows exactly (a search with more matches than it counts)`,
  content: {
    'text/csv': binaryFile,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binaryFile,
  },
};

/**
 * `GET <list>/export`: the list's rows for its own query — the same filters, search and sort as
 * the list, without paging — as CSV or XLSX, with the list's permission (decision 0027).
 */
const exportOf = <const Path extends string, const Query extends z.ZodObject>(
  list: Path,
  access: Permission,
  query: Query,
  name: string,
) =>
  endpoint({
    method: 'GET',
    path: `/api/${list}/export`,
    access,
    tags: ['exports'],
    summary: `Export the ${name} list as CSV or XLSX (the list's filters, search and sort)`,
    query: query.omit({ limit: true, cursor: true }).extend(exportFormatQuery),
    status: 200,
    answer: exportFile,
  });

/** The exports of every list (docs/architecture.md, "The API table"). */
export const exportsApi = {
  tools: exportOf('tools', 'tools.list', toolListQuerySchema, 'tools'),
  vehicles: exportOf('vehicles', 'vehicles.list', vehicleListQuerySchema, 'vehicles'),
  reports: exportOf('reports', 'reports.list', reportListQuerySchema, 'reports'),
  storageUnits: exportOf(
    'storage-units',
    'storageUnits.list',
    storageUnitListQuerySchema,
    'storage-units',
  ),
  parkingLocations: exportOf(
    'parking-locations',
    'parkingLocations.list',
    parkingListQuerySchema,
    'parking-places',
  ),
  sites: exportOf('sites', 'sites.list', siteListQuerySchema, 'sites'),
  branches: exportOf('branches', 'branches.list', branchListQuerySchema, 'branches'),
  users: exportOf('users', 'users.list', userListQuerySchema, 'users'),
  workers: exportOf('users/workers', 'users.listWorkers', workerListQuerySchema, 'workers'),
  notifications: exportOf(
    'ai/messages',
    'notifications.history',
    notificationListQuerySchema,
    'notifications',
  ),
  organizations: exportOf(
    'organizations',
    'organizations.list',
    organizationListQuerySchema,
    'organizations',
  ),
};
