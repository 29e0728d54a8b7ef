import { z } from '../zod.js';
import { ROLES } from '../roles.js';

/** The user as every API answer and the browser's stored session carry it. Never a password. */
export const publicUserResponseSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  // The owner opened a verification link sent to this address (cleared when it changes).
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  organizationId: z.number().nullable(),
  organization: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type PublicUser = z.output<typeof publicUserResponseSchema>;

/** A new session: sign-in, registration, impersonation and a password change answer it. */
export const authResponseSchema = z.object({ token: z.string(), user: publicUserResponseSchema });
export type AuthResponse = z.output<typeof authResponseSchema>;

export const verificationLinkSentResponseSchema = z.object({
  email: z.string().describe('Where the link was sent'),
});
export const emailVerifiedResponseSchema = z.object({
  email: z.string().describe('The address now verified'),
});
export type VerificationAnswer = z.output<typeof emailVerifiedResponseSchema>;
