import { z } from '../zod.js';
import { tireYearField } from './schemas.js';
import { TIRE_TYPES } from './status-machines.js';

/**
 * POST /api/vehicles/{id}/tires: new tyres on a vehicle — their type, and their year
 * by the vehicle form's rule (absent: unknown, so the old year is cleared, not kept).
 */
export const vehicleTireChangeSchemaFor = (now: Date = new Date()) =>
  z.object({
    tireType: z.enum(TIRE_TYPES, { error: 'validation.tireTypeRequired' }),
    tireYear: tireYearField(now),
  });
export const vehicleTireChangeSchema = vehicleTireChangeSchemaFor();
export type VehicleTireChangeInput = z.input<typeof vehicleTireChangeSchema>;
export type VehicleTireChange = z.output<typeof vehicleTireChangeSchema>;
