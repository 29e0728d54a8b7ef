import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, isPermission, type PublicUser } from '@toolyard/shared';
import type { Database } from '../db/client.js';
import { organizations, sessions, users } from '../db/schema.js';
import { hashToken } from '../lib/tokens.js';
import { publicUserColumns, toPublicUser } from '../modules/users/public-user.js';
import { impersonator, isLiveSession } from '../modules/auth/sessions.js';
import type { RouteAccess } from './access.js';
import { forbidden, unauthorized } from './errors.js';

export type AuthContext = {
  user: PublicUser;
  sessionId: number;
  /** The superadmin behind an impersonation session, if any. */
  impersonatorUserId: number | null;
};

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

/** One round trip: the live session, its user and the user's organization. */
const loadAuth = async (db: Database, token: string): Promise<AuthContext | null> => {
  const [row] = await db
    .select({
      ...publicUserColumns,
      sessionId: sessions.id,
      impersonatorUserId: sessions.impersonatorUserId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorUserId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isLiveSession()))
    .limit(1);
  if (!row) return null;
  return {
    user: toPublicUser(row),
    sessionId: row.sessionId,
    impersonatorUserId: row.impersonatorUserId,
  };
};

export type RouteRecord = { method: string; url: string; access: RouteAccess };

export const registerAuthGuard = (app: FastifyInstance, db: Database) => {
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
      if (method !== 'HEAD') inventory.push({ method: String(method), url: route.url, access });
    }
  });

  // onRequest: refuse before the body is even read.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    const auth = token ? await loadAuth(db, token) : null;
    if (!auth) throw unauthorized();
    if (!can(auth.user.role, access)) throw forbidden();
    request.auth = auth;
  });
};

/** For handlers behind a non-public rule: the guard has already set it. */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};
