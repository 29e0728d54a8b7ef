import { z } from '../zod.js';
import type { PublicUser } from '../auth/responses.js';

/** GET /api/users lists accounts as every answer carries a user (publicUserResponseSchema). */
export type ListedUser = PublicUser;

/** A worker as an organization's worker list (GET /api/users/workers) shows them. */
export const workerResponseSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ListedWorker = z.output<typeof workerResponseSchema>;
