import { z } from '../zod.js';

/** The file kinds a list exports to: CSV for any tool, XLSX for Excel with real dates. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * What an export adds to its list's query: the file kind. A list's own filters, search and sort
 * stay as the list reads them, so the file holds exactly the rows of the screen. Without a
 * format the answer is CSV, so a plain link works too.
 */
export const exportFormatQuery = {
  format: z.enum(EXPORT_FORMATS, { error: 'validation.invalidValue' }).default('csv'),
};

/** The list paths that export (`GET /api/<path>/export`), as the web names them. */
export const EXPORT_PATHS = {
  tools: '/api/tools/export',
  vehicles: '/api/vehicles/export',
  reports: '/api/reports/export',
  storageUnits: '/api/storage-units/export',
  parkingLocations: '/api/parking-locations/export',
  sites: '/api/sites/export',
  branches: '/api/branches/export',
  users: '/api/users/export',
  workers: '/api/users/workers/export',
} as const;
export type ExportList = keyof typeof EXPORT_PATHS;

/**
 * On an export's answer: the data rows its file will hold (no header row), counted when the export
 * started, so a client can show how far the download is; absent when the list does not count its
 * rows exactly (a search with more matches than it counts).
 */
export const EXPORT_ROWS_HEADER = 'X-Export-Rows';
