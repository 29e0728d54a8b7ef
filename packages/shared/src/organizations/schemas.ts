import { DUE_SOON_DAYS_MAX, DUE_SOON_KM_MAX } from '../inventory/due-states.js';
import { HAND_OUT_RULES, handOutRuleSchema } from '../inventory/hand-out-rules.js';
import { z } from '../zod.js';
import { singleLineString } from '../text-fields.js';
import { HEX_COLOR_PATTERN } from '../theme/brand-colors.js';
import { isTimeZone } from '../i18n/date-time.js';
import { parseMonths } from './months.js';

export const ORGANIZATION_NAME_MAX = 100;
export const PHONE_MIN = 5;

/** Where uploaded logos are served; a logo URL must point there (no third-party tracking pixels). */
export const LOGO_URL_PATTERN = /^\/uploads\/logos\/[a-f0-9-]{36}\.png$/;

const hexColor = z
  .string({ error: 'validation.hexColor' })
  .trim()
  .regex(HEX_COLOR_PATTERN, { message: 'validation.hexColor' });

// Twelve months fit ("1, 2, …, 12" is 37 characters); the column holds 40. Bounded before the
// parse, so a megabyte of commas costs nothing.
const monthList = z
  .string({ error: 'validation.monthsInvalid' })
  .max(40, { message: 'validation.monthsInvalid' })
  .refine((value) => parseMonths(value) !== null, { message: 'validation.monthsInvalid' });

const logoUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || LOGO_URL_PATTERN.test(value), {
    message: 'validation.logoUrl',
  })
  .nullable()
  .optional();

const timeZone = z
  .string({ error: 'validation.timeZoneInvalid' })
  .trim()
  .max(64, { message: 'validation.timeZoneInvalid' })
  .refine(isTimeZone, { message: 'validation.timeZoneInvalid' });

/** The wizard's fields. */
export const organizationFields = {
  name: singleLineString('validation.organizationNameRequired')
    .trim()
    .min(1, { message: 'validation.organizationNameRequired' })
    .max(ORGANIZATION_NAME_MAX, { message: 'validation.organizationNameMax' }),
  contactEmail: singleLineString('validation.emailAddressInvalid')
    .trim()
    .max(255, { message: 'validation.emailAddressInvalid' })
    .pipe(z.email({ message: 'validation.emailAddressInvalid' })),
  contactPhone: singleLineString('validation.phoneRequired')
    .trim()
    .min(PHONE_MIN, { message: 'validation.phoneRequired' })
    .max(50, { message: 'validation.phoneMax' }),
  address: z
    .string({ error: 'validation.addressRequired' })
    .trim()
    .min(1, { message: 'validation.addressRequired' })
    .max(500, { message: 'validation.addressMax' }),
  logoUrl,
  primaryColor: hexColor,
  secondaryColor: hexColor,
  winterMonths: monthList.optional(),
  summerMonths: monthList.optional(),
  /** IANA name ("Europe/Berlin"); the wizard sends the browser's, the server keeps its default. */
  timeZone: timeZone.optional(),
  /** When a date counts as "due soon": this many days before it. */
  dueSoonDays: z.coerce
    .number({ error: 'validation.dueSoonDaysRange' })
    .int({ message: 'validation.dueSoonDaysRange' })
    .min(1, { message: 'validation.dueSoonDaysRange' })
    .max(DUE_SOON_DAYS_MAX, { message: 'validation.dueSoonDaysRange' })
    .optional(),
  /** … and a service by odometer: this many kilometres before it. */
  dueSoonKm: z.coerce
    .number({ error: 'validation.dueSoonKmRange' })
    .int({ message: 'validation.dueSoonKmRange' })
    .min(0, { message: 'validation.dueSoonKmRange' })
    .max(DUE_SOON_KM_MAX, { message: 'validation.dueSoonKmRange' })
    .optional(),
  /** The local hour (0–23, the time zone's) the daily due digest goes out. */
  digestHour: z.coerce
    .number({ error: 'validation.digestHourRange' })
    .int({ message: 'validation.digestHourRange' })
    .min(0, { message: 'validation.digestHourRange' })
    .max(23, { message: 'validation.digestHourRange' })
    .optional(),
  /** Whether damage reported on a return sends the item to maintenance. */
  damageToMaintenance: z.boolean({ error: 'validation.invalidValue' }).optional(),
  /** The hand-out rules the organization switched off; all are on by default. */
  handOutRulesOff: z
    .array(handOutRuleSchema)
    .max(HAND_OUT_RULES.length)
    .transform((rules) => [...new Set(rules)])
    .optional(),
};

export const organizationSchema = z.object(organizationFields);
export type OrganizationInput = z.infer<typeof organizationSchema>;

/** PUT takes the full wizard, or only some fields (the season tab sends just the months). */
export const organizationUpdateSchema = z.object(organizationFields).partial();
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;

/** Settings' time zone form: the zone alone, required. */
export const timeZoneSchema = z.object({ timeZone });

export const seasonMonthsSchema = z.object({
  winterMonths: monthList,
  summerMonths: monthList.optional(),
});
