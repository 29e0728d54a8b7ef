import { z } from '../zod.js';
import { ROLES } from '../roles.js';
import { listQuerySchema, workerSortFields } from '../lists/pages.js';
import {
  emailSchema,
  newPasswordSchema,
  personNameSchema as personName,
  usernameSchema,
} from '../auth/schemas.js';

/** `organizationId` as the users form sends it: a number, a numeric string, 'none', '' or null. */
const organizationIdInput = z
  .union([z.number().int().positive(), z.string(), z.null()], { error: 'validation.invalidValue' })
  .transform((value, ctx) => {
    if (value === null || value === '' || value === 'none') return null;
    if (typeof value === 'number') return value;
    if (!/^\d+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalidValue' });
      return z.NEVER;
    }
    return Number(value);
  });

const userFields = {
  username: usernameSchema,
  email: emailSchema,
  firstName: personName('validation.firstNameRequired'),
  lastName: personName('validation.lastNameRequired'),
  role: z.enum(ROLES, { error: 'validation.roleInvalid' }),
  organizationId: organizationIdInput.optional(),
};

/** Creating a user. An org admin's role and organization are forced by the server. */
export const userCreateSchema = z.object({ ...userFields, password: newPasswordSchema });
export type UserCreateInput = z.input<typeof userCreateSchema>;

/**
 * Editing a user or one's own profile: every field optional. A blank password keeps the
 * current one, so '' is accepted and means "no change".
 */
export const userUpdateSchema = z
  .object({
    ...userFields,
    password: z.union([z.literal(''), newPasswordSchema]),
  })
  .partial();
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** The account tab of settings. */
export const accountSchema = z.object({
  firstName: personName('validation.firstNameRequired'),
  lastName: personName('validation.lastNameRequired'),
  email: emailSchema,
});
export type AccountInput = z.infer<typeof accountSchema>;

/** The simple worker form on /workers: password required on create. */
export const workerCreateFormSchema = z.object({
  firstName: personName('validation.firstNameRequired'),
  lastName: personName('validation.lastNameRequired'),
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

/**
 * An imported worker (decision 0059): the form's fields but the password, which the worker sets
 * by the invitation link; nobody else ever knows it, and no staged row holds one.
 */
export const workerInviteSchema = workerCreateFormSchema.omit({ password: true });

export const workerEditFormSchema = workerCreateFormSchema.extend({
  password: z.union([z.literal(''), newPasswordSchema]),
});

/** The workers list's query: a superadmin names the organization; an org admin always gets their own. */
export const workerListQuerySchema = listQuerySchema.extend({
  organizationId: z.coerce.number().int().positive().optional(),
  ...workerSortFields,
});
export type WorkerListQuery = z.infer<typeof workerListQuerySchema>;
