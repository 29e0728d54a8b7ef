import { z } from '../zod.js';
import { publicUserResponseSchema } from '../auth/responses.js';
import { HAND_OUT_RULES } from '../inventory/hand-out-rules.js';

export const organizationResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  winterMonths: z.string(),
  summerMonths: z.string(),
  timeZone: z.string(),
  dueSoonDays: z.number(),
  dueSoonKm: z.number(),
  handOutRulesOff: z
    .array(z.enum(HAND_OUT_RULES))
    .describe('The hand-out rules this organization switched off'),
  digestHour: z
    .number()
    .describe('The local hour (0–23, in timeZone) the daily digest of what is due goes out'),
  damageToMaintenance: z
    .boolean()
    .describe('Whether damage reported on a return sends the item to maintenance or service'),
  createdAt: z.string(),
});
export type Organization = z.output<typeof organizationResponseSchema>;

/** POST /api/setup/organization: the new organization, and the admin now belonging to it. */
export const organizationSetupResponseSchema = z.object({
  organization: organizationResponseSchema,
  user: publicUserResponseSchema,
});
export type OrganizationSetup = z.output<typeof organizationSetupResponseSchema>;

/** POST /api/upload/logo: where the stored logo is served. */
export const logoUploadResponseSchema = z.object({ url: z.string() });
export type LogoUpload = z.output<typeof logoUploadResponseSchema>;
