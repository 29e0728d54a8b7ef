import { z } from '../zod.js';
import { singleLineString } from '../text-fields.js';
import { odometerAssurances } from './odometer-sense.js';
import { emptyAsAbsent } from './schemas.js';
import { returnDamageFields } from './damage-reports.js';

const positiveId = (key: string) =>
  z.coerce
    .number({ error: key })
    .int({ message: key })
    .positive({ message: key })
    .max(2_147_483_647, { message: key });

/** A return names damage one way or the other, never both (decision 0045). */
const oneDamageWay = {
  check: (input: { damageReportId?: number | undefined; damageDescription?: string | undefined }) =>
    input.damageReportId === undefined || input.damageDescription === undefined,
  options: { message: 'validation.damageOneWay', path: ['damageDescription'] },
};

/** Returning a tool needs a storage unit (confirm disabled without one). */
export const toolReturnSchema = z
  .object({
    storageUnitId: positiveId('validation.storageUnitRequired'),
    notes: z.string().trim().max(2000, { message: 'validation.textMax' }).optional(),
    ...returnDamageFields,
  })
  .refine(oneDamageWay.check, oneDamageWay.options);
export type ToolReturnInput = z.input<typeof toolReturnSchema>;

/** A vehicle may go back to no specific place; odometer and fuel may be recorded. */
export const vehicleReturnSchema = z
  .object({
    parkingLocationId: z
      .union([positiveId('validation.invalidValue'), z.literal(''), z.literal('none'), z.null()])
      .optional()
      .transform((value) =>
        value === '' || value === 'none' || value === undefined ? null : value,
      ),
    notes: z.string().trim().max(2000, { message: 'validation.textMax' }).optional(),
    odometerReading: emptyAsAbsent(
      z.coerce
        .number()
        .int()
        .min(0, { message: 'validation.odometerRequired' })
        .max(10_000_000)
        .optional(),
    ),
    ...odometerAssurances,
    fuelLevel: emptyAsAbsent(
      z.coerce
        .number()
        .int()
        .min(0, { message: 'validation.fuelLevel' })
        .max(100, { message: 'validation.fuelLevel' })
        .optional(),
    ),
    ...returnDamageFields,
  })
  .refine(oneDamageWay.check, oneDamageWay.options);
export type VehicleReturnInput = z.input<typeof vehicleReturnSchema>;

export const parkingLocationSchema = z.object({
  name: singleLineString('validation.parkingNameRequired')
    .trim()
    .min(1, { message: 'validation.parkingNameRequired' })
    .max(255, { message: 'validation.textMax' }),
  branchId: positiveId('validation.branchRequired'),
});
export type ParkingLocationInput = z.input<typeof parkingLocationSchema>;
