import type { Role } from '@toolyard/shared';

/**
 * Every /api route declares who may call it in `config.access`; the guard enforces it and a
 * route without a declaration stops the server at start-up (see auth-guard.ts).
 * - 'public': anyone, signed in or not
 * - 'authenticated': any signed-in user
 * - a list of roles: only those
 */
export type RouteAccess = 'public' | 'authenticated' | readonly Role[];

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
