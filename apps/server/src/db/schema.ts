import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  BOOKING_STATES,
  LABEL_KINDS,
  OUTBOUND_MAIL_KINDS,
  type LogNoteCode,
  type LogNoteValues,
} from '@toolyard/shared';
import { instant } from './instant.js';

/*
 * Every table a tenant owns carries organization_id, even where it could be derived through a
 * branch (docs/architecture.md, tenant rules): each query filters on it directly,
 * and the data can later be distributed by organization.
 */

export const roleEnum = pgEnum('role', ['superadmin', 'org_admin', 'worker']);
export const toolStatusEnum = pgEnum('tool_status', [
  'available',
  'checked_out',
  'pending_confirmation',
  'maintenance',
]);
export const vehicleStatusEnum = pgEnum('vehicle_status', [
  'available',
  'in_use',
  'pending_confirmation',
  'service',
]);
export const tireTypeEnum = pgEnum('tire_type', ['winter', 'summer', 'all_season']);
export const labelKindEnum = pgEnum('label_kind', LABEL_KINDS);
export const activityTypeEnum = pgEnum('activity_type', [
  'tool',
  'vehicle',
  'alert',
  'report',
  'user',
  'organization',
  'auth',
]);

// What the API answers as ISO strings is read as ISO strings (db/instant.ts); instants only the
// server compares (session and link expiry, rate-limit windows) stay Dates.
const createdAt = () =>
  instant('created_at')
    .notNull()
    .default(sql`now()`);
const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .default(sql`now()`);
/** A printed label's code, `K7QF-3M9X` (decision 0036): the database draws it, never our code. */
const labelCode = () =>
  varchar('label_code', { length: 9 })
    .notNull()
    .default(sql`toolyard_new_label_code()`);

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  // The "natural" collation (migration 0014; see the tools table); created_at is timestamp(3).
  name: varchar('name', { length: 100 }).notNull(),
  contactEmail: varchar('contact_email', { length: 255 }),
  contactPhone: varchar('contact_phone', { length: 50 }),
  address: text('address'),
  logoUrl: text('logo_url'),
  primaryColor: varchar('primary_color', { length: 7 }).notNull().default('#3B82F6'),
  secondaryColor: varchar('secondary_color', { length: 7 }).notNull().default('#10B981'),
  winterMonths: varchar('winter_months', { length: 40 }).notNull().default('11,12,1,2,3'),
  summerMonths: varchar('summer_months', { length: 40 }).notNull().default('4,5,6,7,8,9,10'),
  // IANA name; where the server prints a time (decision 0029).
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('Europe/Berlin'),
  // When a date or a service by odometer counts as "due soon".
  dueSoonDays: integer('due_soon_days').notNull().default(14),
  dueSoonKm: integer('due_soon_km').notNull().default(1000),
  // The hand-out rules this organization switched off; every rule is on by default.
  handOutRulesOff: text('hand_out_rules_off')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  // The local hour (0–23, its time zone) the daily due digest goes out (decision 0044); whether
  // a damage reported on return sends the item to maintenance (decision 0045).
  digestHour: smallint('digest_hour').notNull().default(7),
  damageToMaintenance: boolean('damage_to_maintenance').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    // Set when the owner opened a verification link sent to this address (decision 0012);
    // a trigger clears it whenever the address changes.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    role: roleEnum('role').notNull(),
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'restrict',
    }),
    // The language the app last showed this user: their notices and daily digest
    // are written in it; null until the app has told us (then English).
    language: varchar('language', { length: 10 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive: 'Anna' and 'anna' are the same person signing in.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // An e-mail address is one member's within an organization (its notifications find members
    // by address), not across the platform: sign-in is by username, and a platform-wide rule
    // would tell anyone registering whether an address has an account anywhere (decision 0059).
    uniqueIndex('users_organization_email_lower_key')
      .on(t.organizationId, sql`lower(${t.email})`)
      .where(sql`${t.organizationId} is not null`),
    index('users_organization_role_idx').on(t.organizationId, t.role),
    // The users and workers lists, paged by (last name, first name, id).
    index('users_organization_name_idx').on(t.organizationId, t.lastName, t.firstName, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    // SHA-256 of the bearer token: a leaked database does not leak usable tokens.
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Set when a superadmin acts as this user: who is really behind the session.
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 255 }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_impersonator_idx')
      .on(t.impersonatorUserId)
      .where(sql`${t.impersonatorUserId} is not null`),
  ],
);

/**
 * Links that prove a user receives mail at an address (decision 0012). Like sessions, only the
 * SHA-256 of the token is kept; a link is for the address it was sent to, expires, and works once.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 255 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId),
  ],
);

/**
 * Invitations to set a first password (decision 0059): an imported worker gets a link instead of
 * a password someone else chose. As for e-mail verification only the token's SHA-256 is kept,
 * with the address it was sent to; a link expires and works once, and using it proves the address.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 255 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_user_idx').on(t.userId),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    address: text('address'),
    contactPhone: varchar('contact_phone', { length: 50 }),
    managerId: integer('manager_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('branches_organization_name_idx').on(t.organizationId, t.name, t.id),
    index('branches_manager_idx').on(t.managerId),
  ],
);

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 255 }).notNull(),
    address: text('address').notNull(),
    contactName: varchar('contact_name', { length: 255 }),
    contactPhone: varchar('contact_phone', { length: 50 }),
    active: boolean('active').notNull().default(true),
    // The printed label's code (decision 0036, migration 0016): drawn and registered in label_codes
    // by the database on insert, kept by it on every update.
    labelCode: labelCode(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sites_organization_name_idx').on(t.organizationId, t.name, t.id),
    index('sites_branch_idx').on(t.branchId),
  ],
);

export const storageUnits = pgTable(
  'storage_units',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 255 }).notNull(),
    location: varchar('location', { length: 255 }).notNull(),
    description: text('description'),
    capacity: integer('capacity'),
    // The printed label's code (decision 0036, migration 0016): drawn and registered in label_codes
    // by the database on insert, kept by it on every update.
    labelCode: labelCode(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('storage_units_organization_name_idx').on(t.organizationId, t.name, t.id),
    index('storage_units_branch_idx').on(t.branchId),
  ],
);

export const parkingLocations = pgTable(
  'parking_locations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 255 }).notNull(),
    // The printed label's code (decision 0036, migration 0016): drawn and registered in label_codes
    // by the database on insert, kept by it on every update.
    labelCode: labelCode(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('parking_locations_organization_name_idx').on(t.organizationId, t.name, t.id),
    index('parking_locations_branch_idx').on(t.branchId),
  ],
);

export const tools = pgTable(
  'tools',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Names and codes carry the "natural" collation ("Drill 2" before "Drill 10", migration
    // 0012; drizzle does not model collations): also vehicles' make, model, plate, VIN and
    // name, report titles, and the names of branches, sites, storage units, parking places
    // and people.
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    serialNumber: varchar('serial_number', { length: 255 }),
    purchaseDate: date('purchase_date'),
    status: toolStatusEnum('status').notNull().default('available'),
    lastMaintenanceDate: date('last_maintenance_date'),
    nextMaintenanceDate: date('next_maintenance_date'),
    // Recording maintenance done moves the next date on by this many days (decision 0046).
    maintenanceIntervalDays: integer('maintenance_interval_days'),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    storageUnitId: integer('storage_unit_id').references(() => storageUnits.id, {
      onDelete: 'set null',
    }),
    assignedUserId: integer('assigned_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    assignmentDate: instant('assignment_date'),
    checkoutDate: instant('checkout_date'),
    condition: varchar('condition', { length: 100 }),
    notes: text('notes'),
    // An admin's written reason for handing the tool out against a hand-out rule: it
    // covers this hand-over (the worker's confirm too) and is cleared when the tool comes back.
    handOutOverride: text('hand_out_override'),
    // The printed label's code (decision 0036, migration 0016): drawn and registered in label_codes
    // by the database on insert, kept by it on every update.
    labelCode: labelCode(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keyset pages: a status tab is a range of this index in list order.
    index('tools_organization_status_idx').on(t.organizationId, t.status, t.name, t.id),
    index('tools_organization_name_idx').on(t.organizationId, t.name, t.id),
    index('tools_branch_idx').on(t.branchId),
    index('tools_site_idx').on(t.siteId),
    index('tools_storage_unit_idx').on(t.storageUnitId),
    index('tools_assigned_user_status_idx').on(t.assignedUserId, t.status),
    // The dashboard's newest tools, without sorting the organization's tools.
    index('tools_organization_created_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);

export const toolLogs = pgTable(
  'tool_logs',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    action: varchar('action', { length: 100 }).notNull(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    // What a person typed; what the system says is a code and values the screens word.
    notes: text('notes'),
    noteCode: varchar('note_code', { length: 40 }).$type<LogNoteCode>(),
    noteValues: jsonb('note_values').$type<LogNoteValues>(),
    // Read after the row lock of the change it records, so the log's order is the real one.
    timestamp: instant('timestamp')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('tool_logs_tool_timestamp_idx').on(t.toolId, t.timestamp)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    make: varchar('make', { length: 100 }).notNull(),
    model: varchar('model', { length: 100 }).notNull(),
    year: integer('year').notNull(),
    licensePlate: varchar('license_plate', { length: 50 }).notNull(),
    vinNumber: varchar('vin_number', { length: 50 }),
    status: vehicleStatusEnum('status').notNull().default('available'),
    lastServiceDate: date('last_service_date'),
    nextServiceDate: date('next_service_date'),
    // The next service by odometer; due by date or kilometres, whichever comes first.
    nextServiceKm: integer('next_service_km'),
    // A service done moves the next one on by these (days, kilometres), where set (decision 0046).
    serviceIntervalDays: integer('service_interval_days'),
    serviceIntervalKm: integer('service_interval_km'),
    nextRegistration: date('next_registration'),
    nextTechnicalCheckup: date('next_technical_checkup'),
    tireType: tireTypeEnum('tire_type'),
    tireYear: integer('tire_year'),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    parkingLocationId: integer('parking_location_id').references(
      (): AnyPgColumn => parkingLocations.id,
      { onDelete: 'set null' },
    ),
    assignedUserId: integer('assigned_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    assignmentDate: instant('assignment_date'),
    checkoutDate: instant('checkout_date'),
    name: varchar('name', { length: 255 }),
    currentLocation: varchar('current_location', { length: 255 }),
    fuelLevel: integer('fuel_level'),
    notes: text('notes'),
    // As the tool's: the reason an admin handed the vehicle out against a hand-out rule.
    handOutOverride: text('hand_out_override'),
    // The printed label's code (decision 0036, migration 0016): drawn and registered in label_codes
    // by the database on insert, kept by it on every update.
    labelCode: labelCode(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vehicles_organization_status_idx').on(t.organizationId, t.status, t.make, t.model, t.id),
    index('vehicles_organization_make_idx').on(t.organizationId, t.make, t.model, t.id),
    index('vehicles_branch_idx').on(t.branchId),
    index('vehicles_assigned_user_status_idx').on(t.assignedUserId, t.status),
    index('vehicles_organization_created_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);

export const vehicleLogs = pgTable(
  'vehicle_logs',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    action: varchar('action', { length: 100 }).notNull(),
    odometerReading: integer('odometer_reading'),
    notes: text('notes'),
    noteCode: varchar('note_code', { length: 40 }).$type<LogNoteCode>(),
    noteValues: jsonb('note_values').$type<LogNoteValues>(),
    // Read after the row lock of the change it records, so the log's order is the real one.
    timestamp: instant('timestamp')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('vehicle_logs_vehicle_timestamp_idx').on(t.vehicleId, t.timestamp)],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reportDate: date('report_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reports_organization_date_idx').on(t.organizationId, t.reportDate, t.id),
    index('reports_site_idx').on(t.siteId),
    index('reports_user_idx').on(t.userId),
  ],
);

/** What happened, by whom (and on whose behalf when impersonating): the dashboard feed and audit trail. */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    type: activityTypeEnum('type').notNull(),
    action: varchar('action', { length: 100 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    details: text('details'),
    entityType: varchar('entity_type', { length: 50 }),
    entityId: integer('entity_id'),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_organization_created_idx').on(t.organizationId, t.createdAt),
    index('activity_actor_idx').on(t.actorUserId),
    // Live updates resume from the last event a browser saw (GET /api/events, Last-Event-ID).
    index('activity_organization_id_idx').on(t.organizationId, t.id),
  ],
);

/** Fixed-window counters, kept in the database so that every server process sees the same. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * The API server processes alive now (decision 0069): each writes its row when it starts, marks
 * it seen every few seconds, and deletes it when it stops. A process killed without a goodbye
 * simply stops being seen; what it had claimed (an Idempotency-Key) is then free again.
 */
export const serverProcesses = pgTable('server_processes', {
  id: uuid('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first answer to a write sent with an `Idempotency-Key`, per user and key (decision 0031):
 * a repeat gets it again instead of running. `status_code` is empty while the first request still
 * runs (a repeat then gets 409). `fingerprint` is the SHA-256 of method, path and body: the same
 * key on another request is refused. Kept 24 hours; the maintenance sweep deletes older rows,
 * and a user's rows go with the user.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    /** The answer's JSON exactly as it was sent; empty for an answer without a body. */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The server process (`server_processes`) running the claim: once that process is gone, a
     * repeat takes the claim over at once (decision 0069). Empty on claims made before it.
     */
    processId: uuid('process_id'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Every AI notification we tried to send: delivered by SMTP, or kept here as the outbox when no
 * mail server is configured. The row is written before delivery (`sending`) and then marked
 * `sent` or `failed`, so every attempt leaves a trace (decision 0012).
 */
/** Raw bytes (a re-encoded photo): PostgreSQL's bytea, as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Maintenance or a service done: when, at what reading, what it cost, who, notes.
 * The item's branch is kept as it was, so costs add up per branch and month as they were spent.
 */
export const maintenanceRecords = pgTable(
  'maintenance_records',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id').references(() => tools.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    performedOn: date('performed_on').notNull(),
    odometerReading: integer('odometer_reading'),
    cost: numeric('cost', { precision: 12, scale: 2 }),
    performedByUserId: integer('performed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('maintenance_records_organization_day_idx').on(t.organizationId, t.performedOn),
    index('maintenance_records_tool_idx').on(t.toolId, t.performedOn),
    index('maintenance_records_vehicle_idx').on(t.vehicleId, t.performedOn),
  ],
);

/**
 * Damage a worker reported on returning a tool or a vehicle, with the site the tool
 * was at (its day's report PDFs show it).
 */
export const damageReports = pgTable(
  'damage_reports',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id').references(() => tools.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    reportedByUserId: integer('reported_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('damage_reports_organization_created_idx').on(t.organizationId, t.createdAt),
    index('damage_reports_tool_idx').on(t.toolId),
    index('damage_reports_vehicle_idx').on(t.vehicleId),
    index('damage_reports_site_created_idx').on(t.siteId, t.createdAt),
  ],
);

/**
 * A damage report's photos, re-encoded (no metadata) and kept in the database: private to the
 * organization, and the same for every server process sharing it.
 */
export const damagePhotos = pgTable(
  'damage_photos',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    damageReportId: integer('damage_report_id')
      .notNull()
      .references(() => damageReports.id, { onDelete: 'cascade' }),
    image: bytea('image').notNull(),
    contentType: varchar('content_type', { length: 20 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('damage_photos_report_idx').on(t.damageReportId)],
);

/**
 * Organization logos, kept in the database like the damage photos (decision 0066): the PNG we
 * re-encoded, under the random name its URL carries (`/uploads/logos/<name>.png`), with the
 * SHA-256 of its bytes as its ETag. The organization is the one that uploaded or took it; none
 * yet for an upload made before its organization exists (the setup wizard) or by a superadmin.
 */
export const organizationLogos = pgTable(
  'organization_logos',
  {
    name: varchar('name', { length: 36 }).primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    image: bytea('image').notNull(),
    contentType: varchar('content_type', { length: 20 }).notNull(),
    etag: varchar('etag', { length: 64 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('organization_logos_organization_idx').on(t.organizationId)],
);

/**
 * What the header's bell shows a user: one row per recipient, unread until opened.
 * `kind` and `values` are a code the screens word in the reader's language.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    /** Empty for the platform's own notices to superadmins (a failed backup; decision 0065). */
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    entityType: varchar('entity_type', { length: 20 }),
    entityId: integer('entity_id'),
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_user_idx').on(t.userId, t.id),
    index('notices_organization_idx').on(t.organizationId),
  ],
);

/**
 * The daily digest sent to a recipient for a day: the primary key makes "once per
 * recipient and day" hold when several server processes run the same job.
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sentAt: instant('sent_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('digest_deliveries_organization_idx').on(t.organizationId),
  ],
);

/**
 * A tyre alert a user dismissed: it stays dismissed for that user for that season
 * (`winter-2026`: the winter that began in 2026), and shows again in the next.
 */
export const tireAlertDismissals = pgTable(
  'tire_alert_dismissals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    season: varchar('season', { length: 20 }).notNull(),
    dismissedAt: instant('dismissed_at')
      .notNull()
      .default(sql`now()`),
  },
  // The organization's index: deleting an organization finds its rows without a scan.
  (t) => [
    primaryKey({ columns: [t.userId, t.season] }),
    index('tire_alert_dismissals_organization_idx').on(t.organizationId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    prompt: text('prompt').notNull(),
    writer: varchar('writer', { length: 20 }).notNull(),
    delivery: varchar('delivery', { length: 20 }).notNull(),
    // Rows from before the status existed were all sent.
    status: varchar('status', { length: 20, enum: ['sending', 'sent', 'failed'] })
      .notNull()
      .default('sent'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_organization_created_idx').on(t.organizationId, t.createdAt)],
);

/**
 * Every mail handed to the SMTP server, and every one refused before it (decision 0054): the
 * platform's outbound ledger. The per-organization and platform quotas count its rows (recipients
 * of mails that reached the mail server, whatever it answered), and the superadmin's mail log
 * reads it. Only counts and kinds, never addresses or text: the organization's own history
 * (notifications) keeps what was said.
 */
export const outboundMails = pgTable(
  'outbound_mails',
  {
    id: serial('id').primaryKey(),
    // Null: a platform mail of no organization; kept (set null) when the organization goes.
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 20, enum: OUTBOUND_MAIL_KINDS }).notNull(),
    recipientCount: integer('recipient_count').notNull(),
    status: varchar('status', { length: 20, enum: ['sending', 'sent', 'refused', 'failed'] })
      .notNull()
      .default('sending'),
    // Why it was refused (a quota, unconfirmed or outside recipients); null otherwise.
    reason: varchar('reason', { length: 40 }),
    createdAt: createdAt(),
  },
  (t) => [
    // The log, newest first, and the platform quota's sum over the last day.
    index('outbound_mails_created_idx').on(t.createdAt, t.id),
    // One organization's log and its quota's sum.
    index('outbound_mails_organization_created_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);

/**
 * The mail outbox (decision 0074, migration 0030): an e-mail a change sends, written in the
 * change's transaction and sent afterwards by any server process (mail/mail-outbox.ts). `notification_id`
 * is the organization's record of the message, marked when the row settles. The text is cleared
 * once it is settled.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    notificationId: integer('notification_id').references(() => notifications.id, {
      onDelete: 'set null',
    }),
    kind: varchar('kind', { length: 20, enum: OUTBOUND_MAIL_KINDS }).notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: varchar('status', { length: 10, enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('mail_outbox_settled_idx')
      .on(t.settledAt)
      .where(sql`${t.status} <> 'queued'`),
  ],
);

export const importStateEnum = pgEnum('import_state', ['staged', 'running', 'done', 'failed']);

/**
 * An uploaded file waiting to be imported (decision 0030): one organization's, one
 * admin's. Its rows wait in import_rows until the import runs or is cancelled; nothing reaches
 * the inventory before. The maintenance sweep removes it once `expires_at` has passed.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    rowCount: integer('row_count').notNull(),
    state: importStateEnum('state').notNull().default('staged'),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    // Existing items a row changed, and those it matched without a difference (decision 0060).
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('imports_owner_idx').on(t.organizationId, t.userId),
    index('imports_expires_idx').on(t.expiresAt),
  ],
);

/** The cells of one staged row, as read from the file (texts, trimmed). */
export const importRows = pgTable(
  'import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

/**
 * Every label code of every kind (decision 0036): one code space, so a code alone says
 * what it is; kept by the triggers of migration 0016 (insert, organization change, delete).
 */
export const labelCodes = pgTable(
  'label_codes',
  {
    code: varchar('code', { length: 9 }).primaryKey(),
    kind: labelKindEnum('kind').notNull(),
    itemId: integer('item_id').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('label_codes_kind_item_key').on(t.kind, t.itemId)],
);

/**
 * How many rows each organization has per list filter, kept by the database (decision 0070):
 * statement triggers of migration 0026 add a delta row per changed key in the same transaction as
 * the change, a count is the sum of its key's rows, and a compaction folds the deltas together
 * (`data/row-counts.ts`). No foreign key: an organization's deletion writes its own deltas.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    organizationId: integer('organization_id').notNull(),
    subject: text('subject').notNull(),
    key: text('key').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    compacted: boolean('compacted').notNull().default(false),
  },
  (t) => [
    index('row_counts_key_idx').on(t.organizationId, t.subject, t.key),
    index('row_counts_pending_idx')
      .on(t.organizationId, t.subject, t.key)
      .where(sql`not ${t.compacted}`),
  ],
);

/** A half-open range of instants, `[starts, ends)`, written and read as PostgreSQL's text. */
const instantRange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

/**
 * A booking of items for a site over a time range (migration 0031, docs/product/reservations.md). Its
 * items are rows of reservation_items, where the database refuses two live bookings of one item
 * that overlap.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: varchar('state', { length: 16, enum: BOOKING_STATES }).notNull().default('booked'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    note: text('note'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reservations_organization_starts_idx').on(t.organizationId, t.startsAt, t.id),
    index('reservations_site_starts_idx').on(t.siteId, t.startsAt),
    index('reservations_organization_ends_idx').on(t.organizationId, t.endsAt),
  ],
);

/** One item a booking holds, with the booking's range and whether the booking is live. */
export const reservationItems = pgTable(
  'reservation_items',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id').references(() => tools.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    during: instantRange('during').notNull(),
    live: boolean('live').notNull().default(true),
  },
  (t) => [index('reservation_items_reservation_idx').on(t.reservationId)],
);
