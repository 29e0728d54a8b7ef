import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { recordBattery } from '../support/battery.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * Routes anyone may call without signing in. Adding one to the API means adding it here too:
 * a public endpoint is a decision, never an accident.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  // For load balancers and operators: names no address and no secret (decision 0067).
  'GET /api/ready',
  'GET /api/config/public',
  'POST /api/auth/login',
  'POST /api/auth/register',
  // The link from the verification mail: the single-use token is the proof (decision 0012).
  'POST /api/auth/verify-email',
  // The link from an imported worker's invitation: sets their first password (decision 0059).
  'POST /api/auth/invitation',
];

/**
 * Writes that take an `Idempotency-Key` (decision 0031): what a worker's phone queues offline and
 * replays. Each keeps its first answers for a day, so adding one is a decision too.
 */
const IDEMPOTENT_ROUTES = [
  'POST /api/tools/:id/confirm',
  'POST /api/tools/:id/return',
  'POST /api/vehicles/:id/confirm',
  'POST /api/vehicles/:id/return',
  'POST /api/reports',
  // A scan session's action on many items (decision 0040): sent again after a lost answer.
  'POST /api/bulk-actions',
];

describe('route inventory', () => {
  it('every API route declares who may call it, and only the intended few are public', ({
    task,
  }) => {
    const routes = ctx.app.routeInventory;
    expect(routes.length).toBeGreaterThan(50);
    const publicRoutes = routes
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual([...PUBLIC_ROUTES].sort());
    recordBattery(task, 'route inventory', {
      'API routes': routes.length,
      public: publicRoutes.length,
    });
  });

  it('only the writes a phone queues offline and bulk actions take an idempotency key, and all of them are signed-in writes', () => {
    const keyed = ctx.app.routeInventory.filter((route) => route.idempotent);
    expect(keyed.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...IDEMPOTENT_ROUTES].sort());
    for (const route of keyed) {
      expect(route.method, route.url).toBe('POST');
      expect(route.access, route.url).not.toBe('public');
    }
  });

  it('every non-public route refuses a request without a session with 401', async ({ task }) => {
    let checked = 0;
    for (const route of ctx.app.routeInventory.filter((r) => r.access !== 'public')) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
    recordBattery(task, 'no session, 401', { routes: checked });
  });
});
