import { z } from 'zod';

/** A record id in the path: a positive 32-bit integer (PostgreSQL `serial`). */
export const idParams = z.object({
  id: z.coerce
    .number({ error: 'validation.invalidValue' })
    .int({ message: 'validation.invalidValue' })
    .positive({ message: 'validation.invalidValue' })
    .max(2_147_483_647, { message: 'validation.invalidValue' }),
});
