import { z } from '../zod.js';
import { dueSchema } from './due-states.js';
import { LOG_NOTE_CODES, type LogNoteValues } from './log-notes.js';
import { TIRE_TYPES, TOOL_STATUSES, VEHICLE_STATUSES } from './status-machines.js';

const named = z.object({ id: z.number(), name: z.string() });
const person = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });
const author = z.object({ firstName: z.string(), lastName: z.string() });
const date = z.string().nullable();

/** A branch as GET /api/branches lists it. */
export const branchResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  contactPhone: z.string().nullable(),
  organizationId: z.number(),
  managerId: z.number().nullable(),
  organization: z.object({ name: z.string() }),
  manager: author.nullable(),
  createdAt: z.string(),
});
export type Branch = z.output<typeof branchResponseSchema>;

/** A site as GET /api/sites lists it. */
export const siteResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  labelCode: z.string().describe("The printed label's code, `K7QF-3M9X`"),
  address: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  active: z.boolean(),
  branchId: z.number(),
  organizationId: z.number(),
  branch: z.object({ id: z.number(), name: z.string(), organization: named }),
  createdAt: z.string(),
});
export type Site = z.output<typeof siteResponseSchema>;

/** A tool as GET /api/tools lists it; every answer about one tool has this shape. */
export const toolResponseSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  name: z.string(),
  labelCode: z.string().describe("The printed label's code, `K7QF-3M9X`"),
  description: z.string().nullable(),
  serialNumber: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  status: z.enum(TOOL_STATUSES),
  lastMaintenanceDate: z.string().nullable(),
  nextMaintenanceDate: z.string().nullable(),
  maintenanceIntervalDays: z
    .number()
    .nullable()
    .describe('Maintenance done moves the next date on by this many days'),
  due: dueSchema,
  handOutOverride: z
    .string()
    .nullable()
    .describe('The admin’s reason this hand-over goes against a hand-out rule; null otherwise'),
  branchId: z.number(),
  siteId: z.number().nullable(),
  storageUnitId: z.number().nullable(),
  assignedUserId: z.number().nullable(),
  assignmentDate: z.string().nullable(),
  checkoutDate: z.string().nullable(),
  condition: z.string().nullable(),
  notes: z.string().nullable(),
  branch: named,
  site: named.nullable(),
  storageUnit: named.nullable(),
  assignedUser: person.nullable(),
  createdAt: z.string(),
});
export type Tool = z.output<typeof toolResponseSchema>;

/** A vehicle as GET /api/vehicles lists it; every answer about one vehicle has this shape. */
export const vehicleResponseSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  make: z.string(),
  model: z.string(),
  year: z.number(),
  licensePlate: z.string(),
  labelCode: z.string().describe("The printed label's code, `K7QF-3M9X`"),
  vinNumber: z.string().nullable(),
  status: z.enum(VEHICLE_STATUSES),
  lastServiceDate: date,
  nextServiceDate: date,
  nextServiceKm: z.number().nullable().describe('The next service by odometer, in kilometres'),
  serviceIntervalDays: z
    .number()
    .nullable()
    .describe('A service done moves the next service date on by this many days'),
  serviceIntervalKm: z
    .number()
    .nullable()
    .describe('A service done sets the next service at its reading plus this many kilometres'),
  nextRegistration: date,
  nextTechnicalCheckup: date,
  due: dueSchema,
  handOutOverride: z
    .string()
    .nullable()
    .describe('The admin’s reason this hand-over goes against a hand-out rule; null otherwise'),
  tireType: z.enum(TIRE_TYPES).nullable(),
  tireYear: z.number().nullable(),
  branchId: z.number(),
  parkingLocationId: z.number().nullable(),
  assignedUserId: z.number().nullable(),
  assignmentDate: date,
  checkoutDate: date,
  name: z.string().nullable(),
  currentLocation: z.string().nullable(),
  parkingLocation: named.nullable(),
  fuelLevel: z.number().nullable(),
  notes: z.string().nullable(),
  branch: named,
  assignedUser: person.nullable(),
  createdAt: z.string(),
});
export type Vehicle = z.output<typeof vehicleResponseSchema>;

/** The note of a tool's or vehicle's log entry: what the system says as a code, and what was typed. */
const logNoteFields = {
  notes: z
    .string()
    .nullable()
    .describe('What was typed, else the English wording of the system note'),
  noteCode: z
    .enum(LOG_NOTE_CODES)
    .nullable()
    .describe('The system note, worded by the client in its language'),
  noteValues: z
    .object({
      status: z.string().optional(),
      place: z.string().optional(),
      reading: z.number().optional(),
      previous: z.number().optional(),
      rules: z.array(z.string()).optional(),
      reason: z.string().optional(),
      tireType: z.string().optional(),
      tireYear: z.number().nullable().optional(),
      performedOn: z.string().optional(),
      nextDate: z.string().nullable().optional(),
      nextKm: z.number().nullable().optional(),
      reportId: z.number().optional(),
      photos: z.number().optional(),
      fields: z.array(z.string()).optional(),
    })
    .nullable() satisfies z.ZodType<LogNoteValues | null>,
  typedNotes: z.string().nullable().describe('What a person typed, if anything'),
};

/** One entry of a tool's log, newest first in GET /api/tools/{id}/logs. */
export const toolLogResponseSchema = z.object({
  id: z.number(),
  toolId: z.number(),
  userId: z.number().nullable(),
  action: z.string(),
  siteId: z.number().nullable(),
  ...logNoteFields,
  timestamp: z.string(),
  user: author.nullable().optional(),
  site: named.nullable().optional(),
});
export type ToolLog = z.output<typeof toolLogResponseSchema>;

/** One entry of a vehicle's log, newest first in GET /api/vehicles/{id}/logs. */
export const vehicleLogResponseSchema = z.object({
  id: z.number(),
  vehicleId: z.number(),
  userId: z.number().nullable(),
  action: z.string(),
  odometerReading: z.number().nullable(),
  ...logNoteFields,
  timestamp: z.string(),
  user: author.nullable().optional(),
});
export type VehicleLog = z.output<typeof vehicleLogResponseSchema>;

/** A storage unit as GET /api/storage-units lists it; no capacity means unlimited. */
export const storageUnitResponseSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  name: z.string(),
  labelCode: z.string().describe("The printed label's code, `K7QF-3M9X`"),
  location: z.string(),
  description: z.string().nullable(),
  capacity: z.number().nullable(),
  branchId: z.number(),
  branch: named,
  createdAt: z.string(),
});
export type StorageUnit = z.output<typeof storageUnitResponseSchema>;

/** A tool kept in a storage unit, as its contents list (GET /api/storage-units/{id}/tools) shows it. */
export const storedToolResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  serialNumber: z.string().nullable(),
  status: z.enum(TOOL_STATUSES),
});
export type StoredTool = z.output<typeof storedToolResponseSchema>;

/** A parking place as GET /api/parking-locations lists it. */
export const parkingPlaceResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  labelCode: z.string().describe("The printed label's code, `K7QF-3M9X`"),
  branchId: z.number(),
  organizationId: z.number(),
  branchName: z.string(),
});
export type ParkingPlace = z.output<typeof parkingPlaceResponseSchema>;

/** Where a worker can bring an item back (the "available" storage units and parking places). */
export const returnPlaceResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  // A worker's scan of the place's label chooses it, also offline.
  labelCode: z.string().describe("The printed label's code, `K7QF-3M9X`"),
  // The return dialogs offer the item's own branch's places.
  branchId: z.number(),
  branchName: z.string(),
});
export type ReturnPlace = z.output<typeof returnPlaceResponseSchema>;
