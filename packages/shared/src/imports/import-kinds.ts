/**
 * What an import reads per kind: its fields, in template order. `label` is the i18n key
 * of the field's label: the template's header in the reader's language, and, in all five
 * languages, what a file's header is matched against when the mapping is guessed.
 */
export const IMPORT_KINDS = ['tools', 'vehicles', 'storageUnits', 'workers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * `maxLength`: the longest value the field's create form takes (its schema's `.max`); a field
 * that is not free text (a status, a date, a number, a reference by name) is read as at most a
 * name's length. test/import-kinds.test.ts holds these to the schemas.
 */
export type ImportField = { field: string; label: string; maxLength: number; required?: boolean };

/**
 * The columns that say which existing item a row is (decision 0060): the label code, then the
 * id, as a list's export writes them. A row that names one updates that item instead of adding
 * one; read as a name's length (a code or a number).
 */
const MATCH_FIELDS = [
  { field: 'labelCode', label: 'itemPages.labelCode', maxLength: 255 },
  { field: 'id', label: 'imports.fields.id', maxLength: 255 },
] as const;
export const IMPORT_MATCH_FIELDS: readonly string[] = MATCH_FIELDS.map(({ field }) => field);

// The forms' lengths (inventory/schemas.ts, users/schemas.ts, auth/schemas.ts).
const NAME = 255;
const LONG_TEXT = 5_000;
const PERSON_NAME = 100;

export const IMPORT_FIELDS = {
  tools: [
    { field: 'name', label: 'tools.name', maxLength: NAME, required: true },
    { field: 'serialNumber', label: 'tools.serialNumber', maxLength: NAME },
    { field: 'description', label: 'tools.description', maxLength: LONG_TEXT },
    { field: 'branch', label: 'tools.branch', maxLength: NAME, required: true },
    { field: 'site', label: 'tools.site', maxLength: NAME },
    { field: 'status', label: 'tools.status', maxLength: NAME },
    { field: 'purchaseDate', label: 'tools.purchaseDate', maxLength: NAME },
    { field: 'lastMaintenanceDate', label: 'tools.lastMaintenanceDate', maxLength: NAME },
    { field: 'nextMaintenanceDate', label: 'tools.nextMaintenanceDate', maxLength: NAME },
    { field: 'condition', label: 'imports.fields.condition', maxLength: 100 },
    { field: 'notes', label: 'imports.fields.notes', maxLength: LONG_TEXT },
    ...MATCH_FIELDS,
  ],
  vehicles: [
    { field: 'licensePlate', label: 'vehicles.licensePlate', maxLength: 50, required: true },
    { field: 'make', label: 'vehicles.make', maxLength: 100, required: true },
    { field: 'model', label: 'vehicles.model', maxLength: 100, required: true },
    { field: 'year', label: 'vehicles.year', maxLength: NAME, required: true },
    { field: 'branch', label: 'vehicles.branch', maxLength: NAME, required: true },
    { field: 'vinNumber', label: 'vehicles.vinNumber', maxLength: 50 },
    { field: 'status', label: 'vehicles.status', maxLength: NAME },
    { field: 'lastServiceDate', label: 'vehicles.lastServiceDate', maxLength: NAME },
    { field: 'nextServiceDate', label: 'vehicles.nextService', maxLength: NAME },
    { field: 'nextRegistration', label: 'vehicles.nextRegistration', maxLength: NAME },
    { field: 'nextTechnicalCheckup', label: 'vehicles.nextTechnicalCheckup', maxLength: NAME },
    { field: 'tireType', label: 'vehicles.tireType', maxLength: NAME },
    { field: 'tireYear', label: 'vehicles.tireYear', maxLength: NAME },
    { field: 'notes', label: 'imports.fields.notes', maxLength: LONG_TEXT },
    ...MATCH_FIELDS,
  ],
  storageUnits: [
    { field: 'name', label: 'storage.name', maxLength: NAME, required: true },
    { field: 'location', label: 'storage.location', maxLength: NAME, required: true },
    { field: 'branch', label: 'storage.branch', maxLength: NAME, required: true },
    { field: 'capacity', label: 'storage.capacity', maxLength: NAME },
    { field: 'description', label: 'storage.description', maxLength: LONG_TEXT },
    ...MATCH_FIELDS,
  ],
  // No password: each imported worker is invited by e-mail to set their own (decision 0059).
  workers: [
    { field: 'username', label: 'auth.username', maxLength: 50, required: true },
    { field: 'email', label: 'auth.email', maxLength: NAME, required: true },
    { field: 'firstName', label: 'auth.firstName', maxLength: PERSON_NAME, required: true },
    { field: 'lastName', label: 'auth.lastName', maxLength: PERSON_NAME, required: true },
  ],
} as const satisfies Record<ImportKind, readonly ImportField[]>;

export const importFieldNames = (kind: ImportKind): string[] =>
  IMPORT_FIELDS[kind].map((field) => field.field);

/**
 * How much of a cell an upload of `kind` keeps: one more than its longest field takes, so a value
 * that is too long still reaches the form's schema and is refused in its words, never cut to fit
 * (decision 0053).
 */
export const importCellLength = (kind: ImportKind): number =>
  Math.max(...IMPORT_FIELDS[kind].map((field) => field.maxLength)) + 1;

/** Bounds of one upload: a company's whole inventory fits, a runaway file does not. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_COLUMNS = 100;

/**
 * What one file may unpack into, counted while it is read (decision 0053). Text: the characters
 * kept (trimmed, cut, in columns with a header) — as many as a CSV at the byte limit can hold,
 * since each of its characters takes at least a byte (test/import-kinds.test.ts holds the two
 * together); an XLSX may hold no more. Cells: every cell of an XLSX sheet, empty or beside the
 * list, up to a header and the most rows of the most columns.
 */
export const IMPORT_MAX_CHARACTERS = 10 * 1024 * 1024;
export const IMPORT_MAX_CELLS = (IMPORT_MAX_ROWS + 1) * IMPORT_MAX_COLUMNS;

/** Uploads an organization may keep waiting (staged, neither run nor expired) at once. */
export const IMPORT_MAX_STAGED = 5;
