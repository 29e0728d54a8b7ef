import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswer } from '../../http/openapi-errors.js';
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
import { requestLanguage } from '../../http/language.js';
import { publicOrigin } from '../../http/public-origin.js';
import { clientAddressOf } from '../../http/client-address.js';
import { countRegistration } from './registration-limit.js';
import { authApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

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
    mailer: deps.mailer,
  };

  route(
    app,
    authApi.requestVerification,
    async (request) =>
      requestEmailVerification(verificationDeps, authOf(request), {
        origin: publicOrigin(deps.config.publicUrl, request),
        language: requestLanguage(request),
      }),
    {
      errors: {
        409: errorAnswer(
          'No mail server is configured (nothing to verify), or the address is verified already',
        ),
        429: errorAnswer(
          "Too many links asked for this hour, or the organization's or the platform's outbound mail quota is used up (decision 0054): retry after the seconds in `Retry-After`",
        ),
        502: errorAnswer('The mail server refused the message'),
      },
    },
  );

  route(app, authApi.verifyEmail, async (request) => verifyEmail(deps.db, request.body.token));

  route(
    app,
    authApi.acceptInvitation,
    async (request) => acceptInvitation(sessionDeps, request.body, sessionContext(request)),
    {
      errors: {
        400: errorAnswer(
          'The link is unknown, used or expired (`fieldErrors.token` says which), or the password is too short',
        ),
        429: errorAnswer(
          'Too many tries from this address this hour: retry after the seconds in `Retry-After`',
        ),
      },
    },
  );

  route(
    app,
    authApi.register,
    async (request, reply) => {
      await countRegistration(deps.db, clientAddressOf(request), deps.config.registrationsPerHour);
      const result = await registerOrgAdmin(sessionDeps, request.body, sessionContext(request));
      return reply.status(201).send(result);
    },
    {
      errors: {
        409: errorAnswer('The username is not available (e-mail addresses need not be unique)'),
        429: errorAnswer(
          'Too many sign-ups, or "username not available" answers, from this address this hour: retry after the seconds in `Retry-After`',
        ),
      },
    },
  );

  route(
    app,
    authApi.login,
    async (request) => login(sessionDeps, request.body, sessionContext(request)),
    {
      errors: {
        401: errorAnswer('Wrong username or password'),
        429: errorAnswer(
          'Too many failed sign-ins from this address or for this account: retry after the seconds in `Retry-After`',
        ),
      },
    },
  );

  route(app, authApi.me, async (request) => authOf(request).user);

  route(app, authApi.logout, async (request, reply) => {
    await logout(deps.db, authOf(request));
    // Whatever an older version let the browser keep goes with the session; storage (the
    // offline queue, the service worker) is the web app's to clear (decision 0055).
    return reply.status(204).header('clear-site-data', SIGNED_OUT_CLEARS).send();
  });

  route(app, authApi.impersonate, async (request) =>
    impersonate(sessionDeps, authOf(request), request.params.id, sessionContext(request)),
  );

  route(app, authApi.changePassword, async (request) =>
    changePassword(sessionDeps, authOf(request), request.body, sessionContext(request)),
  );
};
