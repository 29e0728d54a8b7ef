import { z } from '../zod.js';
import { endpoint } from './endpoint.js';
import { idParams, noContent } from './answers.js';
import {
  authResponseSchema,
  emailVerifiedResponseSchema,
  publicUserResponseSchema,
  verificationLinkSentResponseSchema,
} from '../auth/responses.js';
import {
  acceptInvitationSchema,
  changePasswordSchema,
  loginSchema,
  registerRequestSchema,
} from '../auth/schemas.js';

/** The auth routes (docs/architecture.md, "The API table"). */
export const authApi = {
  requestVerification: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email/request',
    announces: [],
    access: 'account.verifyEmail',
    tags: ['auth'],
    summary:
      'Mail the caller a link that verifies their own e-mail address (valid 24 hours, once); an organization with a verified admin may write AI notifications to anyone',
    answer: verificationLinkSentResponseSchema,
    status: 200,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    announces: ['user'],
    access: 'public',
    tags: ['auth'],
    summary: 'Verify an e-mail address with the token from the link',
    body: z.object({
      token: z
        .string({ error: 'validation.invalidValue' })
        .trim()
        .min(1, { message: 'validation.invalidValue' })
        .max(200, { message: 'validation.invalidValue' }),
    }),
    answer: emailVerifiedResponseSchema,
    status: 200,
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/auth/invitation',
    announces: [],
    access: 'public',
    tags: ['auth'],
    summary:
      "Set an invited worker's first password with the token from their invitation link (valid 7 days, once); proves their e-mail address and signs them in",
    body: acceptInvitationSchema,
    answer: authResponseSchema,
    status: 200,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    announces: [],
    access: 'public',
    tags: ['auth'],
    summary: 'Register an organization admin (no organization yet)',
    body: registerRequestSchema,
    answer: authResponseSchema,
    status: 201,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    announces: [],
    access: 'public',
    tags: ['auth'],
    summary: 'Sign in',
    body: loginSchema,
    answer: authResponseSchema,
    status: 200,
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/auth/me',
    access: 'account.read',
    tags: ['auth'],
    summary: 'The signed-in user',
    answer: publicUserResponseSchema,
    status: 200,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    announces: ['user'],
    access: 'account.logout',
    tags: ['auth'],
    summary:
      'End this session (the token stops working); the browser is told to empty its HTTP cache for this site',
    answer: noContent,
    status: 204,
  }),
  impersonate: endpoint({
    method: 'POST',
    path: '/api/auth/impersonate/:id',
    announces: ['user'],
    access: 'impersonation.start',
    tags: ['auth'],
    summary: 'Act as another user: answers a separate session for them, like a sign-in',
    params: idParams,
    answer: authResponseSchema,
    status: 200,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    announces: [],
    access: 'account.changePassword',
    tags: ['auth'],
    summary: 'Change the password; every session ends and a new token is answered',
    body: changePasswordSchema,
    answer: authResponseSchema,
    status: 200,
  }),
};
