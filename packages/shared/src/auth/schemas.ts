import { z } from '../zod.js';
import { singleLineString } from '../text-fields.js';

// Messages are i18n keys (see i18n/locales/*.json): the web shows them translated, the server
// answers them translated into the caller's language. One schema, both sides, same words.

// `error` covers a missing or non-string value, `min(1)` an empty one: both read as 'required'.
const requiredText = (messageKey: string) =>
  z.string({ error: messageKey }).trim().min(1, { message: messageKey });

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 8;
export const NAME_MAX = 100;
export const TEXT_MAX = 255;

export const usernameSchema = singleLineString('validation.usernameRequired')
  .trim()
  .min(USERNAME_MIN, { message: 'validation.usernameMin' })
  .max(50, { message: 'validation.usernameMax' })
  .regex(/^[\p{L}\p{N}._@-]+$/u, { message: 'validation.usernameChars' });

export const emailSchema = singleLineString('validation.emailInvalid')
  .trim()
  .max(TEXT_MAX, { message: 'validation.emailInvalid' })
  .pipe(z.email({ message: 'validation.emailInvalid' }));

export const newPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(PASSWORD_MIN, { message: 'validation.passwordMin' })
  // argon2 hashes any length, but an unbounded field is a free denial-of-service lever.
  .max(256, { message: 'validation.passwordMax' });

export const loginSchema = z.object({
  username: requiredText('validation.usernameRequired').max(TEXT_MAX, {
    message: 'validation.usernameMax',
  }),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { message: 'validation.passwordRequired' })
    .max(256, { message: 'validation.passwordMax' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A first or last name: one line (decision 0059), at most NAME_MAX characters. */
export const personNameSchema = (messageKey: string) =>
  singleLineString(messageKey)
    .trim()
    .min(1, { message: messageKey })
    .max(NAME_MAX, { message: 'validation.nameMax' });

const registrationFields = {
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  firstName: personNameSchema('validation.firstNameRequired'),
  lastName: personNameSchema('validation.lastNameRequired'),
};

/** What the server accepts. `role` is tolerated for compatibility with the spec's client, and ignored. */
export const registerRequestSchema = z.object({
  ...registrationFields,
  role: z.string().optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

// A form that asks for a new password twice: the confirmation is checked here and never sent.
const confirmPasswordField = z
  .string({ error: 'validation.confirmPasswordRequired' })
  .min(1, { message: 'validation.confirmPasswordRequired' });
// An empty confirmation already reads 'Please confirm your password'; no second message.
const passwordsMatch: [
  (form: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (form) => form.confirmPassword === '' || form.password === form.confirmPassword,
  { message: 'validation.passwordsMismatch', path: ['confirmPassword'] },
];

/** The registration form. */
export const registerFormSchema = z
  .object({ ...registrationFields, confirmPassword: confirmPasswordField })
  .refine(...passwordsMatch);
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** A link's token as the web app passes it on (256 random bits, base64url: 43 characters). */
const linkTokenSchema = z
  .string({ error: 'validation.invalidValue' })
  .trim()
  .min(1, { message: 'validation.invalidValue' })
  .max(200, { message: 'validation.invalidValue' });

/** Setting one's first password by an invitation link (decision 0059). */
export const acceptInvitationSchema = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** The set-password page. */
export const acceptInvitationFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: confirmPasswordField })
  .refine(...passwordsMatch);
export type AcceptInvitationForm = z.infer<typeof acceptInvitationFormSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'validation.currentPasswordRequired' })
    .min(1, { message: 'validation.currentPasswordRequired' })
    .max(256, { message: 'validation.passwordMax' }),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({
    confirmPassword: z
      .string({ error: 'validation.passwordMin' })
      .min(PASSWORD_MIN, { message: 'validation.passwordMin' }),
  })
  .refine((form) => form.confirmPassword === '' || form.newPassword === form.confirmPassword, {
    message: 'validation.newPasswordsMismatch',
    path: ['confirmPassword'],
  });
