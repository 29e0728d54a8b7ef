import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponse, publicUserResponse } from '../../http/responses.js';
import { changePasswordSchema, loginSchema, registerRequestSchema } from '@toolyard/shared';
import type { AppDeps } from '../../app.js';
import { authOf } from '../../http/auth-guard.js';
import type { FastifyRequest } from 'fastify';
import { registerOrgAdmin } from './register.js';
import { login } from './login.js';
import { changePassword } from './change-password.js';
import { logout } from './logout.js';
import { impersonate } from './impersonate.js';
import { idParams } from '../../http/params.js';
import { hitWindow, secondsUntil } from '../../lib/rate-limit.js';
import { tooManyRequests } from '../../http/errors.js';

const userSchema = publicUserResponse;
const authResponseSchema = authResponse;

const sessionContext = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sessionDeps = { db: deps.db, sessionTtlHours: deps.config.sessionTtlHours };

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Register an organization admin (no organization yet)',
        body: registerRequestSchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const window = await hitWindow(deps.db, `register:client:${request.ip}`, 3600);
      if (window.count > deps.config.registrationsPerHour) {
        throw tooManyRequests('errors.tooManyRequests', secondsUntil(window.resetAt));
      }
      const result = await registerOrgAdmin(sessionDeps, request.body, sessionContext(request));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Sign in', body: loginSchema, response: { 200: authResponseSchema } },
    },
    async (request) => login(sessionDeps, request.body, sessionContext(request)),
  );

  app.get(
    '/me',
    {
      config: { access: 'account.read' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: userSchema } },
    },
    async (request) => authOf(request).user,
  );

  app.post(
    '/logout',
    {
      config: { access: 'account.logout' },
      schema: { tags: ['auth'], summary: 'End this session (the token stops working)' },
    },
    async (request, reply) => {
      await logout(deps.db, authOf(request));
      return reply.status(204).send();
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
    async (request) => impersonate(sessionDeps, authOf(request), request.params.id, sessionContext(request)),
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
    async (request) => changePassword(sessionDeps, authOf(request), request.body, sessionContext(request)),
  );
};
