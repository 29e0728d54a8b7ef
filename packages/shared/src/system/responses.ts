import { z } from '../zod.js';

/** GET /api/health: 200 when the database answers… */
export const healthyResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
});
/** …503 when it does not. */
export const unhealthyResponseSchema = z.object({
  status: z.literal('unavailable'),
  database: z.literal('down'),
});

/** GET /api/config/public: settings the browser needs before anyone signs in. */
export const publicConfigResponseSchema = z.object({ languageDetection: z.boolean() });
export type PublicConfig = z.output<typeof publicConfigResponseSchema>;
