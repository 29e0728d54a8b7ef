import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent } from '../../http/responses.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import {
  acceptInvitationSchema,
  authResponseSchema,
  changePasswordSchema,
  emailVerifiedResponseSchema,
  loginSchema,
  publicUserResponseSchema,
  registerRequestSchema,
  verificationLinkSentResponseSchema,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import type { FastifyRequest } from 'fastify';
import { registerOrgAdmin } from './register.js';
import { login } from './login.js';
import { changePassword } from './change-password.js';
import { logout } from './logout.js';
import { impersonate } from './impersonate.js';
import { requestEmailVerification } from './verify-email-request.js';
import { verifyEmail } from './verify-email.js';
import { acceptInvitation } from './accept-invitation.js';
import { createMailer } from '../../mail/mailer.js';
import { requestLanguage } from '../../http/language.js';
import { publicOrigin } from '../../http/public-origin.js';
import { z } from 'zod';
import { idParams } from '../../http/params.js';
import { clientAddressOf } from '../../http/client-address.js';
import { countRegistration } from './registration-limit.js';

/** What a browser drops at sign-out: its HTTP cache for this origin, nothing else. */
const SIGNED_OUT_CLEARS = '"cache"';

const sessionContext = (request: FastifyRequest) => ({
  ip: clientAddressOf(request),
  userAgent: request.headers['user-agent'],
});

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sessionDeps = { db: deps.db, sessionTtlHours: deps.config.sessionTtlHours };
  const verificationDeps = {
    db: deps.db,
    mailer: createMailer({
      config: deps.config,
      db: deps.db,
      log: (error, message) => app.log.error({ err: error }, message),
    }),
  };

  app.post(
    '/verify-email/request',
    {
      config: { access: 'account.verifyEmail' },
      schema: {
        tags: ['auth'],
        summary:
          'Mail the caller a link that verifies their own e-mail address (valid 24 hours, once); an organization with a verified admin may write AI notifications to anyone',
        response: {
          200: verificationLinkSentResponseSchema,
          409: errorAnswer(
            'No mail server is configured (nothing to verify), or the address is verified already',
          ),
          429: errorAnswer(
            "Too many links asked for this hour, or the organization's or the platform's outbound mail quota is used up (decision 0054): retry after the seconds in `Retry-After`",
          ),
          502: errorAnswer('The mail server refused the message'),
        },
      },
    },
    async (request) =>
      requestEmailVerification(verificationDeps, authOf(request), {
        origin: publicOrigin(deps.config.publicUrl, request),
        language: requestLanguage(request),
      }),
  );

  app.post(
    '/verify-email',
    {
      // Public: whoever holds the link proves the mailbox; the token is 256 random bits.
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address with the token from the link',
        body: z.object({
          token: z
            .string({ error: 'validation.invalidValue' })
            .trim()
            .min(1, { message: 'validation.invalidValue' })
            .max(200, { message: 'validation.invalidValue' }),
        }),
        response: { 200: emailVerifiedResponseSchema },
      },
    },
    async (request) => verifyEmail(deps.db, request.body.token),
  );

  app.post(
    '/invitation',
    {
      // Public: whoever holds the mailed link proves the mailbox; the token is 256 random bits.
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          "Set an invited worker's first password with the token from their invitation link (valid 7 days, once); proves their e-mail address and signs them in",
        body: acceptInvitationSchema,
        response: {
          200: authResponseSchema,
          400: errorAnswer(
            'The link is unknown, used or expired (`fieldErrors.token` says which), or the password is too short',
          ),
          429: errorAnswer(
            'Too many tries from this address this hour: retry after the seconds in `Retry-After`',
          ),
        },
      },
    },
    async (request) => acceptInvitation(sessionDeps, request.body, sessionContext(request)),
  );

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Register an organization admin (no organization yet)',
        body: registerRequestSchema,
        response: {
          201: authResponseSchema,
          409: errorAnswer('The username is not available (e-mail addresses need not be unique)'),
          429: errorAnswer(
            'Too many sign-ups, or "username not available" answers, from this address this hour: retry after the seconds in `Retry-After`',
          ),
        },
      },
    },
    async (request, reply) => {
      await countRegistration(deps.db, clientAddressOf(request), deps.config.registrationsPerHour);
      const result = await registerOrgAdmin(sessionDeps, request.body, sessionContext(request));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: loginSchema,
        response: {
          200: authResponseSchema,
          401: errorAnswer('Wrong username or password'),
          429: errorAnswer(
            'Too many failed sign-ins from this address or for this account: retry after the seconds in `Retry-After`',
          ),
        },
      },
    },
    async (request) => login(sessionDeps, request.body, sessionContext(request)),
  );

  app.get(
    '/me',
    {
      config: { access: 'account.read' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: publicUserResponseSchema },
      },
    },
    async (request) => authOf(request).user,
  );

  app.post(
    '/logout',
    {
      config: { access: 'account.logout' },
      schema: {
        tags: ['auth'],
        summary:
          'End this session (the token stops working); the browser is told to empty its HTTP cache for this site',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await logout(deps.db, authOf(request));
      // Whatever an older version let the browser keep goes with the session; storage (the
      // offline queue, the service worker) is the web app's to clear (decision 0055).
      return reply.status(204).header('clear-site-data', SIGNED_OUT_CLEARS).send();
    },
  );

  app.post(
    '/impersonate/:id',
    {
      config: { access: 'impersonation.start' },
      schema: {
        tags: ['auth'],
        summary: 'Act as another user: answers a separate session for them, like a sign-in',
        params: idParams,
        response: { 200: authResponseSchema },
      },
    },
    async (request) =>
      impersonate(sessionDeps, authOf(request), request.params.id, sessionContext(request)),
  );

  app.post(
    '/change-password',
    {
      config: { access: 'account.changePassword' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every session ends and a new token is answered',
        body: changePasswordSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request) =>
      changePassword(sessionDeps, authOf(request), request.body, sessionContext(request)),
  );
};
