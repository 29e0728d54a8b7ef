import {
  aiNotifyDraftSchema,
  BULK_ITEMS_MAX,
  DUE_SOON_DAYS_MAX,
  DUE_SOON_KM_MAX,
  bulkActionSchema,
  aiNotifySchema,
  branchSchema,
  changePasswordSchema,
  loginSchema,
  NAME_MAX,
  ORGANIZATION_NAME_MAX,
  organizationSchema,
  organizationUpdateSchema,
  PAGE_SIZE_MAX,
  parkingLocationSchema,
  PROMPT_MAX,
  RECIPIENTS_MAX,
  registerRequestSchema,
  reportSchema,
  SEARCH_MAX,
  siteSchema,
  storageUnitSchema,
  SUBJECT_MAX,
  MESSAGE_BODY_MAX,
  TEXT_MAX,
  toolLogSchema,
  toolReturnSchema,
  toolSchema,
  toolStatusChangeSchema,
  toolUpdateSchema,
  userCreateSchema,
  userUpdateSchema,
  tireAlertDismissalSchema,
  vehicleLogSchema,
  vehicleReturnSchema,
  vehicleSchema,
  vehicleStatusChangeSchema,
  vehicleTireChangeSchema,
  vehicleUpdateSchema,
  BOOKING_ITEMS_MAX,
  BOOKING_NOTE_MAX,
  reservationSchema,
  HAND_OUT_OVERRIDE_MAX,
  HAND_OUT_RULES,
  NOTICE_READ_IDS_MAX,
  noticeLanguageSchema,
  noticesReadSchema,
  DAMAGE_DESCRIPTION_MAX,
  maintenanceDoneSchema,
  MAINTENANCE_INTERVAL_DAYS_MAX,
  SERVICE_INTERVAL_KM_MAX,
} from '@toolyard/shared';
import type { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../../src/app.js';

/*
 * The largest valid input of every write: each field filled, each string at the most its schema
 * allows, each list as long as allowed. The limits the shared schemas export are used by name;
 * the others are written in the schemas as literals and repeated here — `fieldsNotAtMaximum`
 * (run by the cost battery) proves each string is at its maximum (one more character is refused)
 * and each field is present, so a limit raised or a field added there cannot be missed here.
 */
/** The largest reading is a jump (and, read again, a correction): both assured. */
const odometerAssured = { odometerCorrection: true, odometerConfirmed: true };

const LIMIT = {
  name: NAME_MAX, // first and last names
  text: TEXT_MAX, // names of things, e-mail addresses, serial numbers, titles
  organizationName: ORGANIZATION_NAME_MAX,
  username: 50,
  password: 256,
  phone: 50,
  address: 500,
  longText: 5000, // descriptions and notes of tools, vehicles and storage units
  condition: 100,
  make: 100,
  licensePlate: 50,
  vin: 50,
  action: 100,
  logNotes: 2000, // notes of a status change, a log entry, a return
  reportContent: 50_000,
  recipient: 254,
  verificationToken: 200,
  damageDescription: DAMAGE_DESCRIPTION_MAX,
} as const;

/** Strings with spaces (prose that wraps) or without (one unbroken word that cannot). */
export type Shape = 'spaced' | 'unbroken';
export const SHAPES: readonly Shape[] = ['spaced', 'unbroken'];

// Daily-report prose in the product's languages, accents and all.
const PROSE =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Betonage der Nordwand: Schalung geprüft, ' +
  'Bewehrung abgenommen, Kran ab 7 Uhr. Şantiyede iş güvenliği kontrolü yapıldı, iskele sağlam. ' +
  'Punëtorët përfunduan themelet në lindje. Đorđe je provjerio skele i ograde, sve je u redu. ';
const WORD = PROSE.replace(/\s+/g, '');

const repeatTo = (source: string, length: number) =>
  source.repeat(Math.ceil(length / source.length) + 1).slice(0, length);

/**
 * `length` characters of prose or of one word; `tag` (for values that must be unique) leads.
 * Schemas trim, so the text neither starts nor ends with a space: it keeps its full length.
 */
export const text = (length: number, shape: Shape, tag = '') => {
  const value = repeatTo(tag + (shape === 'spaced' ? PROSE : WORD), length);
  return /\s$/.test(value) ? `${value.slice(0, -1)}x` : value;
};

/** A search as typed into a list's search box: its first 200 characters of the same text. */
export const searchText = (shape: Shape) => repeatTo(shape === 'spaced' ? PROSE : WORD, SEARCH_MAX);

/** A valid e-mail address of exactly `length` characters, unique by `tag`. */
export const emailOf = (length: number, tag: string) => {
  const domain = '@example.com';
  return `${tag}.${'m'.repeat(length - domain.length - tag.length - 1)}${domain}`;
};

/** A username of the maximum length (letters, digits, `.`, `_`, `@`, `-` only: never spaces). */
export const usernameOf = (tag: string) =>
  `${tag}.${WORD.replace(/[^\p{L}\p{N}]/gu, '')}`.slice(0, LIMIT.username);

const phone = (shape: Shape) =>
  repeatTo(shape === 'spaced' ? '+49 30 1234 5678 ' : '+493012345678', LIMIT.phone)
    .trim()
    .padEnd(LIMIT.phone, '9');

/** Every month in winter: the longest month list, in the form people type it. */
const months = (shape: Shape) =>
  shape === 'spaced' ? '11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10' : '11,12,1,2,3,4,5,6,7,8,9,10';

const year = new Date().getFullYear();

const maintenanceBody = (shape: Shape): Body => ({
  performedOn: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
  odometerReading: 10_000_000,
  ...odometerAssured,
  cost: '10000000.00',
  notes: text(LIMIT.logNotes, shape),
});

export type MaxReferences = {
  organizationId: number;
  branchId: number;
  siteId: number;
  managerId: number;
  workerId: number;
  storageUnitId: number;
  parkingLocationId: number;
  toolId: number;
  vehicleId: number;
  logoUrl: string;
  /** RECIPIENTS_MAX addresses of the organization's own members, each 254 characters long. */
  recipients: string[];
};

type Body = Record<string, unknown>;

const organizationBody = (
  shape: Shape,
  tag: string,
  refs: Pick<MaxReferences, 'logoUrl'>,
): Body => ({
  name: text(LIMIT.organizationName, shape, tag),
  contactEmail: emailOf(LIMIT.text, `office${tag}`),
  contactPhone: phone(shape),
  address: text(LIMIT.address, shape),
  logoUrl: refs.logoUrl,
  primaryColor: '#1D4ED8',
  secondaryColor: '#F59E0B',
  winterMonths: months(shape),
  summerMonths: '',
  // One of the longest IANA names (the schema takes known names only, not a length).
  timeZone: 'America/Argentina/Buenos_Aires',
  // The widest "due soon" window: every dated item of the organization counts as due.
  dueSoonDays: DUE_SOON_DAYS_MAX,
  dueSoonKm: DUE_SOON_KM_MAX,
  // The daily digest at the day's last hour.
  digestHour: 23,
  // Every hand-out rule switched off: the longest list the schema takes.
  handOutRulesOff: [...HAND_OUT_RULES],
  damageToMaintenance: true,
});

const userBody = (shape: Shape, tag: string, organizationId: number): Body => ({
  username: usernameOf(tag),
  email: emailOf(LIMIT.text, tag),
  password: text(LIMIT.password, shape),
  firstName: text(LIMIT.name, shape),
  lastName: text(LIMIT.name, shape, 'Z'),
  role: 'worker',
  organizationId,
});

const branchBody = (shape: Shape, refs: MaxReferences): Body => ({
  name: text(LIMIT.text, shape),
  address: text(LIMIT.address, shape),
  contactPhone: phone(shape),
  organizationId: refs.organizationId,
  managerId: refs.managerId,
});

const siteBody = (shape: Shape, refs: MaxReferences): Body => ({
  name: text(LIMIT.text, shape),
  address: text(LIMIT.address, shape),
  branchId: refs.branchId,
  contactName: text(LIMIT.text, shape),
  contactPhone: phone(shape),
  active: true,
});

const toolBody = (shape: Shape, refs: MaxReferences, status: string): Body => ({
  name: text(LIMIT.text, shape),
  description: text(LIMIT.longText, shape),
  serialNumber: text(LIMIT.text, shape),
  purchaseDate: '2024-02-29',
  status,
  lastMaintenanceDate: '2026-10-31',
  nextMaintenanceDate: '2027-10-31',
  maintenanceIntervalDays: MAINTENANCE_INTERVAL_DAYS_MAX,
  branchId: refs.branchId,
  siteId: refs.siteId,
  condition: text(LIMIT.condition, shape),
  notes: text(LIMIT.longText, shape),
});

const vehicleBody = (shape: Shape, tag: string, refs: MaxReferences): Body => ({
  make: text(LIMIT.make, shape),
  model: text(LIMIT.make, shape),
  year: year + 1,
  licensePlate: text(LIMIT.licensePlate, shape, tag),
  vinNumber: text(LIMIT.vin, shape),
  status: 'available',
  lastServiceDate: '2026-10-31',
  nextServiceDate: '2027-10-31',
  nextServiceKm: 10_000_000,
  serviceIntervalDays: MAINTENANCE_INTERVAL_DAYS_MAX,
  serviceIntervalKm: SERVICE_INTERVAL_KM_MAX,
  nextRegistration: '2027-03-31',
  nextTechnicalCheckup: '2027-06-30',
  tireType: 'winter',
  tireYear: year,
  branchId: refs.branchId,
  name: text(LIMIT.text, shape),
  currentLocation: text(LIMIT.text, shape),
  fuelLevel: 100,
  notes: text(LIMIT.longText, shape),
});

const storageUnitBody = (shape: Shape, refs: MaxReferences): Body => ({
  name: text(LIMIT.text, shape),
  location: text(LIMIT.text, shape),
  description: text(LIMIT.longText, shape),
  capacity: 1_000_000,
  branchId: refs.branchId,
});

const reportBody = (shape: Shape, refs: MaxReferences): Body => ({
  title: text(LIMIT.text, shape),
  content: text(LIMIT.reportContent, shape),
  siteId: refs.siteId,
  reportDate: '2026-11-20',
  userId: refs.workerId,
});

const draftBody = (shape: Shape, refs: MaxReferences): Body => ({
  organizationId: refs.organizationId,
  prompt: text(PROMPT_MAX, shape),
  recipients: refs.recipients,
});

/** A write's largest valid body, and the schema the route validates it with. */
export type MaxBody = {
  body: Body;
  schema: z.ZodObject;
  unbounded?: string[];
  /** Fields left out because the schema takes one of them or another, never both. */
  eitherOr?: string[];
};

/**
 * The largest valid body of each write, by route (`METHOD /url`), for a shape; `tag` makes the
 * values that must be unique (usernames, e-mail addresses, plates, organization names) so.
 */
export const maxBodies = (
  refs: MaxReferences,
  shape: Shape,
  tag: string,
): Record<string, MaxBody> => ({
  'POST /api/auth/register': {
    schema: registerRequestSchema,
    // `role` is tolerated and ignored: any string, as long as the body allows (see `longestAccepted`).
    unbounded: ['role'],
    body: {
      username: usernameOf(`${tag}g`),
      email: emailOf(LIMIT.text, `${tag}g`),
      password: text(LIMIT.password, shape),
      firstName: text(LIMIT.name, shape),
      lastName: text(LIMIT.name, shape, 'Z'),
      role: 'org_admin',
    },
  },
  'POST /api/setup/organization': {
    schema: organizationSchema,
    unbounded: ['winterMonths', 'summerMonths'],
    body: organizationBody(shape, tag, refs),
  },
  'PUT /api/organizations/:id': {
    schema: organizationUpdateSchema,
    unbounded: ['winterMonths', 'summerMonths'],
    body: organizationBody(shape, tag, refs),
  },
  'POST /api/users': {
    schema: userCreateSchema,
    body: userBody(shape, `${tag}n`, refs.organizationId),
  },
  'PUT /api/users/:id': {
    schema: userUpdateSchema,
    body: userBody(shape, `${tag}u`, refs.organizationId),
  },
  'POST /api/branches': { schema: branchSchema, body: branchBody(shape, refs) },
  'PUT /api/branches/:id': { schema: branchSchema, body: branchBody(shape, refs) },
  'POST /api/sites': { schema: siteSchema, body: siteBody(shape, refs) },
  'PUT /api/sites/:id': { schema: siteSchema, body: siteBody(shape, refs) },
  'POST /api/tools': { schema: toolSchema, body: toolBody(shape, refs, 'available') },
  // A status that differs: the update also moves the tool through the status machine.
  'PUT /api/tools/:id': { schema: toolUpdateSchema, body: toolBody(shape, refs, 'maintenance') },
  'POST /api/tools/:id/status': {
    schema: toolStatusChangeSchema,
    body: {
      status: 'pending_confirmation',
      siteId: refs.siteId,
      assignedUserId: refs.workerId,
      handOutOverride: text(HAND_OUT_OVERRIDE_MAX, shape),
      notes: text(LIMIT.logNotes, shape),
    },
  },
  'POST /api/tool-logs': {
    schema: toolLogSchema,
    unbounded: ['userId'],
    body: {
      toolId: refs.toolId,
      userId: refs.workerId,
      action: text(LIMIT.action, shape),
      siteId: refs.siteId,
      notes: text(LIMIT.logNotes, shape),
    },
  },
  'POST /api/vehicles': { schema: vehicleSchema, body: vehicleBody(shape, tag, refs) },
  'PUT /api/vehicles/:id': {
    schema: vehicleUpdateSchema,
    body: {
      ...vehicleBody(shape, `${tag}u`, refs),
      status: 'service',
      odometerReading: 10_000_000,
      ...odometerAssured,
    },
  },
  'POST /api/vehicles/:id/status': {
    schema: vehicleStatusChangeSchema,
    body: {
      status: 'pending_confirmation',
      odometerReading: 10_000_000,
      ...odometerAssured,
      assignedUserId: refs.workerId,
      handOutOverride: text(HAND_OUT_OVERRIDE_MAX, shape),
      notes: text(LIMIT.logNotes, shape),
    },
  },
  'POST /api/vehicles/:id/tires': {
    schema: vehicleTireChangeSchema,
    body: { tireType: 'all_season', tireYear: year },
  },
  // Maintenance done (decision 0046) with the largest cost, reading and notes.
  'POST /api/tools/:id/maintenance': {
    schema: maintenanceDoneSchema,
    body: maintenanceBody(shape),
  },
  'POST /api/vehicles/:id/maintenance': {
    schema: maintenanceDoneSchema,
    body: maintenanceBody(shape),
  },
  'PUT /api/vehicles/tire-alert/dismissal': {
    schema: tireAlertDismissalSchema,
    body: { season: 'summer-2026' },
  },
  'POST /api/vehicle-logs': {
    schema: vehicleLogSchema,
    unbounded: ['userId'],
    body: {
      vehicleId: refs.vehicleId,
      userId: refs.workerId,
      action: text(LIMIT.action, shape),
      odometerReading: 10_000_000,
      ...odometerAssured,
      notes: text(LIMIT.logNotes, shape),
    },
  },
  'POST /api/storage-units': { schema: storageUnitSchema, body: storageUnitBody(shape, refs) },
  'PUT /api/storage-units/:id': { schema: storageUnitSchema, body: storageUnitBody(shape, refs) },
  'POST /api/parking-locations': {
    schema: parkingLocationSchema,
    body: { name: text(LIMIT.text, shape), branchId: refs.branchId },
  },
  'PUT /api/parking-locations/:id': {
    schema: parkingLocationSchema,
    body: { name: text(LIMIT.text, shape), branchId: refs.branchId },
  },
  // Damage described with the return (decision 0045): a report, its log entry and notices too.
  'POST /api/tools/:id/return': {
    schema: toolReturnSchema,
    body: {
      storageUnitId: refs.storageUnitId,
      notes: text(LIMIT.logNotes, shape),
      damageDescription: text(LIMIT.damageDescription, shape),
    },
    eitherOr: ['damageReportId'],
  },
  'POST /api/vehicles/:id/return': {
    schema: vehicleReturnSchema,
    body: {
      parkingLocationId: refs.parkingLocationId,
      notes: text(LIMIT.logNotes, shape),
      odometerReading: 10_000_000,
      ...odometerAssured,
      fuelLevel: 100,
      damageDescription: text(LIMIT.damageDescription, shape),
    },
    eitherOr: ['damageReportId'],
  },
  // A scan session's largest action: as many items as allowed, every reference, the longest note.
  // The cost battery drives it with that many real tools (the items here are for the schema).
  'POST /api/bulk-actions': {
    schema: bulkActionSchema,
    body: {
      action: 'check_out',
      items: Array.from({ length: BULK_ITEMS_MAX }, () => ({ kind: 'tool', id: refs.toolId })),
      assignedUserId: refs.workerId,
      siteId: refs.siteId,
      storageUnitId: refs.storageUnitId,
      parkingLocationId: refs.parkingLocationId,
      notes: text(LIMIT.logNotes, shape),
    },
  },
  // The largest booking: as many items as allowed, a worker, the longest note, from tomorrow for
  // the longest range. The cost battery drives it with that many real tools.
  'POST /api/reservations': {
    schema: reservationSchema,
    body: {
      items: Array.from({ length: BOOKING_ITEMS_MAX }, (_, i) => ({
        kind: 'tool',
        id: refs.toolId + i,
      })),
      siteId: refs.siteId,
      userId: refs.workerId,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000 + 366 * 86_400_000).toISOString(),
      note: text(BOOKING_NOTE_MAX, shape),
    },
  },
  'POST /api/reports': {
    schema: reportSchema,
    unbounded: ['userId'],
    body: reportBody(shape, refs),
  },
  'PUT /api/reports/:id': {
    schema: reportSchema,
    unbounded: ['userId'],
    body: reportBody(shape, refs),
  },
  // Notices (decision 0044): the most marked read by id at once; the longest language name.
  'POST /api/notices/read': {
    schema: noticesReadSchema,
    body: { ids: Array.from({ length: NOTICE_READ_IDS_MAX }, (_, i) => i + 1) },
  },
  'PUT /api/notices/language': { schema: noticeLanguageSchema, body: { language: 'bs-hr-sr' } },
  'POST /api/ai/preview': { schema: aiNotifyDraftSchema, body: draftBody(shape, refs) },
  'POST /api/ai/notify': {
    schema: aiNotifySchema,
    body: {
      ...draftBody(shape, refs),
      message: { subject: text(SUBJECT_MAX, shape), body: text(MESSAGE_BODY_MAX, shape) },
    },
  },
});

/** Signing in as an existing account: its username is as long as a username can be. */
export const loginBody = (username: string, password: string) => ({ username, password });
export const LOGIN_SCHEMA = loginSchema;

export const changePasswordBody = (currentPassword: string, shape: Shape, tag: string) => ({
  currentPassword,
  newPassword: text(LIMIT.password, shape, tag),
});
export const CHANGE_PASSWORD_SCHEMA = changePasswordSchema;

/**
 * The body with its field `field` — one the schema takes as any value and ignores, or a list
 * whose repetitions collapse — grown by repeating `unit` as far as the schema accepts, and at
 * most until the body is just under the body limit: the largest valid request there is. (Should
 * the schema get a maximum, this follows it.)
 */
export const longestAccepted = (
  { schema, body }: Pick<MaxBody, 'schema' | 'body'>,
  field: string,
  unit: string,
) => {
  const start = String(body[field] ?? '');
  const grown = (times: number) => ({ ...body, [field]: start + unit.repeat(times) });
  const room = BODY_LIMIT_BYTES - Buffer.byteLength(JSON.stringify(grown(0))) - 64;
  let [accepted, refused] = [0, Math.floor(room / Buffer.byteLength(unit)) + 1];
  if (schema.safeParse(grown(refused - 1)).success) return grown(refused - 1);
  while (refused - accepted > 1) {
    const middle = Math.floor((accepted + refused) / 2);
    if (schema.safeParse(grown(middle)).success) accepted = middle;
    else refused = middle;
  }
  return grown(accepted);
};

/** A body's size, for a label. */
export const kilobytes = (body: object) =>
  `${Math.round(Buffer.byteLength(JSON.stringify(body)) / 1024)} KB`;

/** The largest page and search a list accepts. */
export const LIST_LIMIT = PAGE_SIZE_MAX;

/**
 * Why a body would not be the largest valid one: refused by its schema, a field of the schema
 * missing, a string that could be one character longer, a list that could hold one more.
 * Empty when it is. `fixed` names fields whose longest value is not the schema's to say (the
 * username of an existing account in a sign-in).
 */
export const fieldsNotAtMaximum = (maxBody: MaxBody, fixed: readonly string[] = []): string[] => {
  const { body, schema, unbounded = [], eitherOr = [] } = maxBody;
  const problems: string[] = [];
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    return [
      `refused: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join(', ')}`,
    ];
  for (const field of Object.keys(schema.shape)) {
    if (!(field in body) && !eitherOr.includes(field)) problems.push(`${field}: missing`);
  }
  const grown = (path: string[], value: unknown): Body => {
    const [head, ...rest] = path;
    const copy = { ...body };
    if (rest.length === 0) copy[head!] = value;
    else copy[head!] = { ...(body[head!] as Body), [rest[0]!]: value };
    return copy;
  };
  const check = (path: string[], value: unknown) => {
    const name = path.join('.');
    if (unbounded.includes(name) || fixed.includes(name)) return;
    if (typeof value === 'string' && schema.safeParse(grown(path, `${value}x`)).success)
      problems.push(`${name}: one character longer is accepted`);
    if (Array.isArray(value) && schema.safeParse(grown(path, [...value, value[0]])).success)
      problems.push(`${name}: one more entry is accepted`);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) check([...path, key], inner);
    }
  };
  for (const [field, value] of Object.entries(body)) check([field], value);
  return problems;
};

export { LIMIT as MAX_LENGTHS, RECIPIENTS_MAX };

/**
 * The largest logos the upload takes: a photo-like PNG (noise, which does not compress) just
 * under the 2 MB file limit, and a plain one just under the 40-megapixel limit (small as a file,
 * the most pixels to decode and scale).
 */
export const largestLogos = async (maxBytes: number, maxPixels: number) => {
  const { default: sharp } = await import('sharp');
  let side = Math.floor(Math.sqrt(maxBytes / 3));
  let noise: Buffer;
  do {
    const pixels = Buffer.alloc(side * side * 3);
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
    noise = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    side -= 2;
  } while (noise.length > maxBytes - 8 * 1024);
  const width = 8000;
  const height = Math.floor(maxPixels / width) - 1;
  const plain = await sharp({ create: { width, height, channels: 3, background: '#1D4ED8' } })
    .png()
    .toBuffer();
  return [
    { label: `${(noise.length / 1024 / 1024).toFixed(2)} MB PNG`, bytes: noise },
    { label: `${((width * height) / 1e6).toFixed(1)} megapixel PNG`, bytes: plain },
  ];
};
