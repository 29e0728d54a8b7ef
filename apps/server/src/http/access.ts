import type { Permission } from '@toolyard/shared';

/**
 * Every /api route declares who may call it in `config.access`; the guard enforces it and a
 * route without a declaration stops the server at start-up (see auth-guard.ts).
 * - 'public': anyone, signed in or not
 * - a permission of the shared table (packages/shared, access/permissions.ts): the roles it lists
 */
export type RouteAccess = 'public' | Permission;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
