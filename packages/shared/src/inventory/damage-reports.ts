import { z } from '../zod.js';

/**
 * Damage reported on returning a tool or a vehicle (decision 0045): a text and up to
 * three photos. The photos are checked and re-encoded by the server, and kept in the database.
 */

export const DAMAGE_PHOTOS_MAX = 3;
/** Per photo, as uploaded (the server re-encodes it to a smaller JPEG). */
export const DAMAGE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const DAMAGE_DESCRIPTION_MAX = 1000;
/** What the file input offers; the server trusts none of it and reads the bytes. */
export const DAMAGE_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

const DAMAGE_ITEM_KINDS = ['tool', 'vehicle'] as const;
export type DamageItemKind = (typeof DAMAGE_ITEM_KINDS)[number];

/** Where a damaged item goes on its return while the organization's setting says so. */
export const DAMAGE_REPAIR_STATUS = { tool: 'maintenance', vehicle: 'service' } as const;

const damageDescriptionField = z
  .string({ error: 'validation.damageDescriptionRequired' })
  .trim()
  .min(1, { message: 'validation.damageDescriptionRequired' })
  .max(DAMAGE_DESCRIPTION_MAX, { message: 'validation.damageDescriptionMax' });

const itemId = z.coerce
  .number({ error: 'validation.invalidValue' })
  .int({ message: 'validation.invalidValue' })
  .positive({ message: 'validation.invalidValue' })
  .max(2_147_483_647, { message: 'validation.invalidValue' });

/** POST /api/damage-reports: the multipart form's text fields (the photos are its files). */
export const damageReportFieldsSchema = z.object({
  kind: z.enum(DAMAGE_ITEM_KINDS, { error: 'validation.invalidValue' }),
  itemId,
  description: damageDescriptionField,
});
export type DamageReportFields = z.output<typeof damageReportFieldsSchema>;

/** GET /api/damage-reports: one item's reports, named by exactly one of the two. */
export const damageReportsQuerySchema = z
  .object({ toolId: itemId.optional(), vehicleId: itemId.optional() })
  .refine((query) => (query.toolId === undefined) !== (query.vehicleId === undefined), {
    message: 'validation.damageItemRequired',
    path: ['toolId'],
  });

/**
 * What a worker's return may add about damage: the id of a report made just before (online, with
 * photos), or only a description (text needs no connection: it waits in the offline queue with
 * the return). Never both.
 */
export const returnDamageFields = {
  damageReportId: itemId.optional(),
  damageDescription: z
    .string()
    .trim()
    .max(DAMAGE_DESCRIPTION_MAX, { message: 'validation.damageDescriptionMax' })
    .optional()
    .transform((value) => value || undefined),
};

const damagePhotoResponseSchema = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
});

export const damageReportResponseSchema = z.object({
  id: z.number(),
  toolId: z.number().nullable(),
  vehicleId: z.number().nullable(),
  siteId: z.number().nullable(),
  description: z.string(),
  createdAt: z.string(),
  reporter: z
    .object({ id: z.number(), firstName: z.string(), lastName: z.string() })
    .nullable()
    .describe('Who reported it; null once their account is gone'),
  photos: z
    .array(damagePhotoResponseSchema)
    .describe('Served by GET /api/damage-photos/{id}, with the session'),
});
export type DamageReport = z.output<typeof damageReportResponseSchema>;

export const damageReportCreatedSchema = z.object({ id: z.number(), photos: z.number() });
export type DamageReportCreated = z.output<typeof damageReportCreatedSchema>;
