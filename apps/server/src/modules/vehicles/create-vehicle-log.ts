import type { z } from 'zod';
import type { vehicleLogSchema } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { vehicleLogs } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField } from '../../lib/domain-errors.js';
import { answeredNote } from '../../lib/log-notes.js';
import { findVehicle } from './vehicle-view.js';
import { judgeOdometerReading, recordOdometerCorrection } from './odometer-sense.js';

export const createVehicleLog = async (
  db: Database,
  auth: AuthContext,
  input: z.output<typeof vehicleLogSchema>,
) =>
  db.transaction(async (tx) => {
    const vehicle = await findVehicle(tx, auth, input.vehicleId);
    if (!vehicle) throw invalidField('vehicleId', 'validation.referenceInvalid');
    const reading = input.odometerReading ?? null;
    const judged =
      reading === null ? null : await judgeOdometerReading(tx, vehicle.id, reading, input);
    const [log] = await tx
      .insert(vehicleLogs)
      .values({
        organizationId: vehicle.organizationId,
        vehicleId: vehicle.id,
        userId: auth.user.id,
        impersonatorUserId: auth.impersonatorUserId,
        action: input.action,
        odometerReading: reading,
        notes: input.notes,
      })
      .returning();
    if (judged && reading !== null)
      await recordOdometerCorrection(tx, auth, vehicle, reading, judged.corrects);
    return { ...log!, ...answeredNote(log!), timestamp: log!.timestamp };
  });
