/**
 * What an import (issue 14) reads per kind: its fields, in template order. `label` is the i18n key
 * of the field's label: the template's header in the reader's language, and, in all five
 * languages, what a file's header is matched against when the mapping is guessed.
 */
export const IMPORT_KINDS = ['tools', 'vehicles', 'storageUnits', 'workers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export type ImportField = { field: string; label: string; required?: boolean };

export const IMPORT_FIELDS = {
  tools: [
    { field: 'name', label: 'tools.name', required: true },
    { field: 'serialNumber', label: 'tools.serialNumber' },
    { field: 'description', label: 'tools.description' },
    { field: 'branch', label: 'tools.branch', required: true },
    { field: 'site', label: 'tools.site' },
    { field: 'status', label: 'tools.status' },
    { field: 'purchaseDate', label: 'tools.purchaseDate' },
    { field: 'lastMaintenanceDate', label: 'tools.lastMaintenanceDate' },
    { field: 'nextMaintenanceDate', label: 'tools.nextMaintenanceDate' },
    { field: 'condition', label: 'imports.fields.condition' },
    { field: 'notes', label: 'imports.fields.notes' },
  ],
  vehicles: [
    { field: 'licensePlate', label: 'vehicles.licensePlate', required: true },
    { field: 'make', label: 'vehicles.make', required: true },
    { field: 'model', label: 'vehicles.model', required: true },
    { field: 'year', label: 'vehicles.year', required: true },
    { field: 'branch', label: 'vehicles.branch', required: true },
    { field: 'vinNumber', label: 'vehicles.vinNumber' },
    { field: 'status', label: 'vehicles.status' },
    { field: 'lastServiceDate', label: 'vehicles.lastServiceDate' },
    { field: 'nextServiceDate', label: 'vehicles.nextService' },
    { field: 'nextRegistration', label: 'vehicles.nextRegistration' },
    { field: 'nextTechnicalCheckup', label: 'vehicles.nextTechnicalCheckup' },
    { field: 'tireType', label: 'vehicles.tireType' },
    { field: 'tireYear', label: 'vehicles.tireYear' },
    { field: 'notes', label: 'imports.fields.notes' },
  ],
  storageUnits: [
    { field: 'name', label: 'storage.name', required: true },
    { field: 'location', label: 'storage.location', required: true },
    { field: 'branch', label: 'storage.branch', required: true },
    { field: 'capacity', label: 'storage.capacity' },
    { field: 'description', label: 'storage.description' },
  ],
  // The password is the worker's first one, checked as the worker form checks it; no answer
  // ever repeats it (decision 0030).
  workers: [
    { field: 'username', label: 'auth.username', required: true },
    { field: 'email', label: 'auth.email', required: true },
    { field: 'firstName', label: 'auth.firstName', required: true },
    { field: 'lastName', label: 'auth.lastName', required: true },
    { field: 'password', label: 'auth.password', required: true },
  ],
} as const satisfies Record<ImportKind, readonly ImportField[]>;

export const importFieldNames = (kind: ImportKind): string[] =>
  IMPORT_FIELDS[kind].map((field) => field.field);

/** Bounds of one upload: a company's whole inventory fits, a runaway file does not. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_COLUMNS = 100;
