import { z } from '../zod.js';
import { seasonKeySchema } from './season-key.js';
import { TIRE_ALERT_NAMED_VEHICLES, WRONG_TIRE_TYPES } from './tire-alert.js';

/**
 * GET /api/vehicles/tire-alert: the tyres that do not fit the season (never all-season), and the
 * season's key (seasonKey), to learn whether the reader dismissed the alert for it.
 */
export const tireAlertQuerySchema = z.object({
  tireType: z.enum(WRONG_TIRE_TYPES, { error: 'validation.invalidValue' }),
  season: seasonKeySchema.optional(),
});

/** PUT /api/vehicles/tire-alert/dismissal: the reader dismisses the alert for this season. */
export const tireAlertDismissalSchema = z.object({ season: seasonKeySchema });
export type TireAlertDismissal = z.output<typeof tireAlertDismissalSchema>;

/**
 * Its answer: how many of the organization's vehicles are on those tyres, and the first few of
 * them by make and model (the vehicles table's order) — never the whole fleet.
 */
export const tireAlertResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  vehicles: z
    .array(
      z.object({
        id: z.number(),
        make: z.string(),
        model: z.string(),
        licensePlate: z.string(),
      }),
    )
    .max(TIRE_ALERT_NAMED_VEHICLES),
  /** Whether the reader dismissed the alert for the asked `season` (false when none was asked). */
  dismissed: z.boolean(),
});
export type VehiclesOnWrongTires = z.output<typeof tireAlertResponseSchema>;
