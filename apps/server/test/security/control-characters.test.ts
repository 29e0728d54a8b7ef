import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Role } from '@toolyard/shared';
import type { RouteRecord } from '../../src/http/auth-guard.js';
import { serializeError } from '../../src/http/log-serializers.js';
import { createTestApp, type LogCapture, type TestContext } from '../support/test-app.js';
import { bearer, login, type Session } from '../support/fixtures.js';
import {
  idForRoute,
  organizationSnapshot,
  populatedOrganization,
} from '../support/populated-organization.js';
import { superadmin } from '../support/superadmin.js';
import { allowedRole, validBodyFor, type PopulatedOrganization } from '../support/valid-bodies.js';
import { recordBattery } from '../support/battery.js';

/**
 * NUL and the other control characters (tab, line feed and carriage return aside: they are how
 * multi-line text is written) in every string field of every route's body, every query
 * parameter and every path parameter: the answer is a 400 with a message, nothing is stored,
 * and no log line repeats what was sent or any secret.
 */
const logs: LogCapture = { lines: [] };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { logs });
});
afterAll(() => ctx.close());

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000B', '\u001B', '\u007F', '\u0085'];
const QUERY_PARAMETERS = [
  'search',
  'cursor',
  'status',
  'tireType',
  'limit',
  'organizationId',
  'unknown',
];
const PUBLIC_BODIES: Record<string, object> = {
  'POST /api/auth/login': { username: 'someone', password: 'secret-password' },
  'POST /api/auth/register': {
    username: 'newcomer',
    email: 'newcomer@example.com',
    password: 'new-password-1',
    firstName: 'New',
    lastName: 'Comer',
    role: 'org_admin',
  },
};

let marker = 0;
/** A value with a control character and a marker that must never appear in a log line. */
const poisoned = (character: string) => `SECRET${++marker}x${character}y`;

/** Every path to a string in `value`: [['title'], ['message', 'subject'], ['recipients', '0'], …] */
const stringPaths = (value: unknown, path: string[] = []): string[][] => {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => stringPaths(child, [...path, key]));
};
const replaced = (value: unknown, path: string[], next: string): unknown => {
  if (path.length === 0) return next;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  copy[path[0]!] = replaced(copy[path[0]!], path.slice(1), next);
  return copy;
};

const platformCounts = async () =>
  (
    await ctx.db.execute(
      sql.raw(
        "select (select count(*) from users) as users, (select count(*) from organizations) as organizations, (select count(*) from sessions) as sessions, (select count(*) from activity) as activity, (select count(*) from notifications) as notifications, (select count(*) from rate_limits where key not like 'login:%' and key not like 'register:%') as limits",
      ),
    )
  ).rows[0];

describe('control characters', () => {
  it('refuses them in every string field, query parameter and path parameter of every route with a 400, storing nothing', async ({
    task,
  }) => {
    const a: PopulatedOrganization = await populatedOrganization(ctx.app, 'C');
    const sessions: Record<Role, Session> = {
      superadmin: await superadmin(ctx.app, ctx.db),
      org_admin: a.admin,
      worker: a.worker,
    };
    // A sign-in of its own for the routes that would end the session they are called with.
    const spare = await login(ctx.app, a.admin.username, a.admin.password);
    const before = {
      organization: await organizationSnapshot(ctx.db, a.organization.id),
      platform: await platformCounts(),
    };

    let bodies = 0;
    let queries = 0;
    let paths = 0;
    const refused = async (route: RouteRecord, url: string, payload: unknown, what: string) => {
      const role = allowedRole(route);
      const token =
        route.url === '/api/auth/logout' || route.url === '/api/auth/change-password'
          ? spare.token
          : sessions[role].token;
      const response = await ctx.app.inject({
        method: route.method as 'POST',
        url,
        headers: {
          ...bearer(token),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      expect(response.statusCode, `${route.method} ${route.url} ${what}: ${response.body}`).toBe(
        400,
      );
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        message: expect.any(String),
      });
      expect(response.body).not.toContain('SECRET');
    };

    for (const route of ctx.app.routeInventory) {
      const id = route.url.includes(':id') ? (idForRoute(route.url, a.ids) ?? 1) : undefined;
      const url = route.url.replace(':id', String(id));
      const key = `${route.method} ${route.url}`;

      if (route.method === 'POST' || route.method === 'PUT') {
        const body = PUBLIC_BODIES[key] ?? validBodyFor(route, a, allowedRole(route)) ?? {};
        // Its own string fields, and a string field it does not know.
        const fields = [...stringPaths(body), ['name']];
        for (const field of fields) {
          for (const character of CONTROL) {
            await refused(
              route,
              url,
              replaced(body, field, poisoned(character)),
              `body ${field.join('.')} with U+${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
            );
            bodies += 1;
          }
        }
      }
      for (const [index, parameter] of QUERY_PARAMETERS.entries()) {
        const character = CONTROL[index % CONTROL.length]!;
        await refused(
          route,
          `${url}?${parameter}=${encodeURIComponent(poisoned(character))}`,
          undefined,
          `query ${parameter}`,
        );
        queries += 1;
      }
      if (id !== undefined) {
        await refused(
          route,
          route.url.replace(':id', encodeURIComponent(`${id}\u0000`)),
          undefined,
          'path id',
        );
        paths += 1;
      }
    }

    expect(await organizationSnapshot(ctx.db, a.organization.id)).toBe(before.organization);
    expect(await platformCounts()).toEqual(before.platform);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(spare.token) }))
        .statusCode,
    ).toBe(200);

    const logText = logs.lines.join('');
    expect(logText.length).toBeGreaterThan(0);
    expect(logText).not.toContain('SECRET');
    expect(logText).not.toMatch(/\$argon2|params: (?!\[hidden\])/);
    for (const session of Object.values(sessions)) expect(logText).not.toContain(session.token);

    recordBattery(task, 'control characters', {
      routes: ctx.app.routeInventory.length,
      'body fields': bodies,
      'query parameters': queries,
      'path parameters': paths,
    });
    expect(bodies).toBeGreaterThan(500);
  }, 180_000);

  it('keeps tab, line feed and carriage return in multi-line text', async () => {
    const a = await populatedOrganization(ctx.app, 'T');
    const content = 'Poured the north wall.\r\n\tNext: curing.\nDone.';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(a.worker.token),
      payload: { title: 'Pour', content, siteId: a.references.siteId, reportDate: '2026-11-23' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().content).toBe(content);
  });

  it('logs a failed query without its parameters: no password hash, e-mail or text reaches a log line', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$SECRETHASH';
    let caught: unknown;
    try {
      await ctx.db.execute(sql`select ${secret}::int as broken, ${'private@example.com'} as email`);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    // The raw error carries the values; what we log does not.
    expect(String((caught as Error).message)).toContain('SECRETHASH');
    const logged = JSON.stringify(serializeError(caught));
    expect(logged).not.toContain('SECRETHASH');
    expect(logged).not.toContain('private@example.com');
    expect(logged).toContain('22P02');
    expect(logged).toContain('select $1::int');
  });
});
