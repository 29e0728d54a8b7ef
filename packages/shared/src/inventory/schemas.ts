import { z } from '../zod.js';
import { recordId as id, optionalRecordId as optionalId } from '../record-id.js';
import { singleLineString } from '../text-fields.js';
import { isCalendarDate } from '../calendar-date.js';
import { TIRE_TYPES, TOOL_STATUSES, VEHICLE_STATUSES } from './status-machines.js';
import { handOutOverrideSchema } from './hand-out-rules.js';
import { odometerAssurances } from './odometer-sense.js';
import { maintenanceIntervalDaysField, serviceIntervalKmField } from './maintenance-records.js';

// Messages are i18n keys, as everywhere (see auth/schemas.ts).

// Names, plates, serial numbers and the like are one line; descriptions, notes and postal
// addresses may have several (decision 0059).
type Lines = 'single' | 'multi';
const text = (error: string, lines: Lines) =>
  lines === 'single' ? singleLineString(error) : z.string({ error });

const required = (key: string, max = 255, lines: Lines = 'single') =>
  text(key, lines).trim().min(1, { message: key }).max(max, { message: 'validation.textMax' });

const optionalText = (max = 255, lines: Lines = 'single') =>
  text('validation.invalidValue', lines)
    .trim()
    .max(max, { message: 'validation.textMax' })
    .nullable()
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/** A form's empty field is absent, not 0 (z.coerce.number() alone would read '' as 0). */
export const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);

/** A real calendar date (yyyy-MM-dd); empty means none. */
const optionalDate = z
  .string({ error: 'validation.dateInvalid' })
  .trim()
  .nullable()
  .optional()
  .refine((value) => !value || isCalendarDate(value), { message: 'validation.dateInvalid' })
  .transform((value) => value || null);

export const branchSchema = z.object({
  name: required('validation.branchNameRequired'),
  address: optionalText(500, 'multi'),
  contactPhone: optionalText(50),
  organizationId: optionalId('validation.organizationRequired'),
  managerId: optionalId('validation.invalidValue'),
});
export type BranchInput = z.input<typeof branchSchema>;

export const siteSchema = z.object({
  name: required('validation.siteNameRequired'),
  address: required('validation.addressRequired', 500, 'multi'),
  branchId: id('validation.branchRequired'),
  contactName: optionalText(),
  contactPhone: optionalText(50),
  active: z.boolean({ error: 'validation.invalidValue' }).optional().default(true),
});
export type SiteInput = z.input<typeof siteSchema>;

export const toolSchema = z.object({
  name: required('validation.toolNameRequired'),
  description: optionalText(5000, 'multi'),
  serialNumber: optionalText(),
  purchaseDate: optionalDate,
  status: z.enum(TOOL_STATUSES, { error: 'validation.statusRequired' }).default('available'),
  lastMaintenanceDate: optionalDate,
  nextMaintenanceDate: optionalDate,
  maintenanceIntervalDays: maintenanceIntervalDaysField,
  branchId: id('validation.branchRequired'),
  siteId: optionalId('validation.invalidValue'),
  condition: optionalText(100),
  notes: optionalText(5000, 'multi'),
});
export type ToolInput = z.input<typeof toolSchema>;

export const VEHICLE_YEAR_MIN = 1900;
const km = { message: 'validation.kmRange' };
export const TIRE_YEAR_MIN = 1990;

/**
 * A tyre year: 1990 to this year as of `now`; '', null and absent are none. The vehicle
 * form's and a tyre change's rule.
 */
export const tireYearField = (now: Date = new Date()) =>
  // '' and null first: z.coerce.number() would read an empty field as 0.
  z
    .union([z.literal(''), z.null(), z.coerce.number()], { error: 'validation.tireYearRange' })
    .optional()
    .transform((value, ctx) => {
      if (value === '' || value === null || value === undefined) return null;
      if (!Number.isInteger(value) || value < TIRE_YEAR_MIN || value > now.getFullYear()) {
        ctx.addIssue({ code: 'custom', message: 'validation.tireYearRange' });
        return z.NEVER;
      }
      return value;
    });

/** Year bounds move with the calendar, so the schema is made for a given "now". */
export const vehicleSchemaFor = (now: Date = new Date()) => {
  const year = now.getFullYear();
  return z.object({
    make: required('validation.makeRequired', 100),
    model: required('validation.modelRequired', 100),
    year: z.coerce
      .number({ error: 'validation.yearRange' })
      .int({ message: 'validation.yearRange' })
      .min(VEHICLE_YEAR_MIN, { message: 'validation.yearRange' })
      .max(year + 1, { message: 'validation.yearRange' }),
    licensePlate: required('validation.licensePlateRequired', 50),
    vinNumber: optionalText(50),
    status: z.enum(VEHICLE_STATUSES, { error: 'validation.statusRequired' }).default('available'),
    lastServiceDate: optionalDate,
    nextServiceDate: optionalDate,
    // The next service by odometer: '' and null clear it, as for the fuel level.
    nextServiceKm: z
      .union(
        [
          z.literal(''),
          z.null(),
          // Each check its own message: the union's error only covers a value of no branch.
          z.coerce.number(km).int(km).min(0, km).max(10_000_000, km),
        ],
        km,
      )
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value)),
    serviceIntervalDays: maintenanceIntervalDaysField,
    serviceIntervalKm: serviceIntervalKmField,
    nextRegistration: optionalDate,
    nextTechnicalCheckup: optionalDate,
    tireType: z
      .union([z.enum(TIRE_TYPES), z.literal(''), z.literal('none'), z.null()], {
        error: 'validation.invalidValue',
      })
      .optional()
      .transform((value) =>
        value === '' || value === 'none' || value === undefined ? null : value,
      ),
    tireYear: tireYearField(now),
    branchId: id('validation.branchRequired'),
    name: optionalText(),
    currentLocation: optionalText(),
    fuelLevel: z
      .union([z.literal(''), z.null(), z.coerce.number().int().min(0).max(100)], {
        error: 'validation.fuelLevel',
      })
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value)),
    notes: optionalText(5000, 'multi'),
  });
};
export const vehicleSchema = vehicleSchemaFor();
export type VehicleInput = z.input<typeof vehicleSchema>;

export const storageUnitSchema = z.object({
  name: required('validation.storageNameRequired'),
  location: required('validation.locationRequired'),
  description: optionalText(5000, 'multi'),
  // '' and null first: z.coerce.number() would read an empty field as 0.
  capacity: z
    .union([z.literal(''), z.null(), z.coerce.number()], { error: 'validation.capacityMin' })
    .optional()
    .transform((value, ctx) => {
      if (value === '' || value === null || value === undefined) return null;
      if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: 'validation.capacityMin' });
        return z.NEVER;
      }
      return value;
    }),
  branchId: id('validation.branchRequired'),
});
export type StorageUnitInput = z.input<typeof storageUnitSchema>;

export const toolStatusChangeSchema = z.object({
  status: z.enum(TOOL_STATUSES, { error: 'validation.statusRequired' }),
  siteId: optionalId('validation.invalidValue'),
  assignedUserId: optionalId('validation.invalidValue'),
  handOutOverride: handOutOverrideSchema,
  notes: optionalText(2000, 'multi'),
});
export type ToolStatusChangeInput = z.input<typeof toolStatusChangeSchema>;

export const vehicleStatusChangeSchema = z.object({
  status: z.enum(VEHICLE_STATUSES, { error: 'validation.statusRequired' }),
  // Optional here: whether a move needs it depends on the current status (needsOdometer).
  odometerReading: emptyAsAbsent(
    z.coerce
      .number({ error: 'validation.odometerRequired' })
      .int({ message: 'validation.odometerRequired' })
      .min(0, { message: 'validation.odometerRequired' })
      .max(10_000_000, { message: 'validation.odometerRequired' })
      .optional(),
  ),
  ...odometerAssurances,
  assignedUserId: optionalId('validation.invalidValue'),
  handOutOverride: handOutOverrideSchema,
  notes: optionalText(2000, 'multi'),
});
export type VehicleStatusChangeInput = z.input<typeof vehicleStatusChangeSchema>;

/**
 * PUT bodies may be partial (the spec's client sends only status, siteId and the dates for a
 * status change): absent fields stay as they are. No default status here — absent means unchanged.
 * assignmentDate and checkoutDate are not accepted from clients; the server stamps them.
 */
export const toolUpdateSchema = toolSchema.partial().extend({
  status: z.enum(TOOL_STATUSES, { error: 'validation.statusRequired' }).optional(),
});
export const vehicleUpdateSchemaFor = (now: Date = new Date()) =>
  vehicleSchemaFor(now)
    .partial()
    .extend({
      status: z.enum(VEHICLE_STATUSES, { error: 'validation.statusRequired' }).optional(),
      odometerReading: emptyAsAbsent(z.coerce.number().int().min(0).max(10_000_000).optional()),
      ...odometerAssurances,
    });
export const vehicleUpdateSchema = vehicleUpdateSchemaFor();
export type ToolUpdateInput = z.input<typeof toolUpdateSchema>;
export type VehicleUpdateInput = z.input<typeof vehicleUpdateSchema>;

/** The spec's log-then-update calls (POST /api/tool-logs, /api/vehicle-logs). */
export const toolLogSchema = z.object({
  toolId: id('validation.invalidValue'),
  userId: z.unknown().optional(),
  action: required('validation.actionRequired', 100),
  siteId: optionalId('validation.invalidValue'),
  notes: optionalText(2000, 'multi'),
});
export const vehicleLogSchema = z.object({
  vehicleId: id('validation.invalidValue'),
  userId: z.unknown().optional(),
  action: required('validation.actionRequired', 100),
  odometerReading: emptyAsAbsent(z.coerce.number().int().min(0).max(10_000_000).optional()),
  ...odometerAssurances,
  notes: optionalText(2000, 'multi'),
});
