import { z } from '../zod.js';

/**
 * Odometer sense: a reading lower than the vehicle's last one is refused unless it is
 * marked as a correction (then logged as one); a jump of more than this many kilometres a day
 * since the last reading is taken only once confirmed.
 */
export const ODOMETER_JUMP_KM_PER_DAY = 2000;

const DAY_MS = 86_400_000;

export type LastOdometerReading = { km: number; at: Date };

export type OdometerVerdict = 'ok' | 'below_last' | 'jump';

/**
 * What a new reading says against the last one. Under a day since the last reading counts as a
 * whole day: a van may well drive 1,500 km the day it was read in the morning.
 */
export const odometerVerdict = (
  last: LastOdometerReading | null,
  reading: number,
  now: Date,
): OdometerVerdict => {
  if (!last) return 'ok';
  if (reading < last.km) return 'below_last';
  const days = Math.max(1, (now.getTime() - last.at.getTime()) / DAY_MS);
  return reading - last.km > ODOMETER_JUMP_KM_PER_DAY * days ? 'jump' : 'ok';
};

/** Sent with a reading: it corrects a wrong last one, or a large jump is what the driver read. */
export const odometerAssurances = {
  odometerCorrection: z
    .boolean()
    .optional()
    .describe('The reading is lower than the last one on purpose: it corrects a wrong reading'),
  odometerConfirmed: z
    .boolean()
    .optional()
    .describe(
      `The reading is right although it is more than ${ODOMETER_JUMP_KM_PER_DAY} km a day above the last one`,
    ),
};
export type OdometerAssurances = {
  odometerCorrection?: boolean | undefined;
  odometerConfirmed?: boolean | undefined;
};
