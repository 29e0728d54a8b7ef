import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, isPermission, type Permission } from '@toolyard/shared';
import type { AuthContext } from '../lib/auth-context.js';
import type { RouteAccess } from './access.js';
import { forbidden, unauthorized } from '../lib/domain-errors.js';
import { isReadMethod } from './read-your-writes.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    routeInventory: RouteRecord[];
  }
}

const MAX_TOKEN_LENGTH = 200;

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
};

/**
 * The live session behind a token, or null; `fresh` skips what the resolver may keep in memory.
 * A session the resolver keeps may be answered without a promise.
 */
export type ResolveSession = (
  token: string,
  options: { fresh: boolean },
) => AuthContext | null | Promise<AuthContext | null>;

export type RouteRecord = {
  method: string;
  url: string;
  access: RouteAccess;
  /** Honours `Idempotency-Key` (http/idempotency.ts). */
  idempotent?: boolean;
};

export const registerAuthGuard = (app: FastifyInstance, resolveSession: ResolveSession) => {
  app.decorateRequest('auth', null);
  // Every API route with its rule, as registered: the security tests walk this inventory.
  const inventory: RouteRecord[] = [];
  app.decorate('routeInventory', inventory);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // The documentation UI's own routes are registered by its plugin.
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    const access = route.config?.access;
    if (access !== 'public' && !isPermission(access)) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no access rule of the permission table (config.access)`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        inventory.push({
          method: String(method),
          url: route.url,
          access,
          idempotent: route.config?.idempotent === true,
        });
    }
  });

  /** The refusal for a caller, or undefined when the caller may pass (then known to the request). */
  const admit = (request: FastifyRequest, access: Permission, auth: AuthContext | null) => {
    if (!auth) return unauthorized();
    if (!can(auth.user.role, access)) return forbidden();
    request.auth = auth;
    return undefined;
  };

  // onRequest: refuse before the body is even read. A callback hook, so that a session the
  // resolver keeps passes without a promise (this runs on every API request).
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return done();
    const token = bearerToken(request);
    if (!token) return done(unauthorized());
    // A write is always checked against the database: no change is made on the strength of a
    // session that ended a moment ago in another process. Reads may use what the resolver keeps.
    const auth = resolveSession(token, { fresh: !isReadMethod(request.method) });
    if (!(auth instanceof Promise)) return done(admit(request, access, auth));
    auth.then(
      (resolved) => done(admit(request, access, resolved)),
      (error: Error) => done(error),
    );
  });
};

/** For handlers behind a non-public rule: the guard has already set it. */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};
