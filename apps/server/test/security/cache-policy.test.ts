import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@toolyard/shared';
import type { RouteRecord } from '../../src/http/auth-guard.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, login, type Session } from '../support/fixtures.js';
import {
  idForRoute,
  isStreamingRoute,
  populatedOrganization,
} from '../support/populated-organization.js';
import { superadmin } from '../support/superadmin.js';
import { allowedRole, validBodyFor, type PopulatedOrganization } from '../support/valid-bodies.js';
import { multipart, png, uploadedLogoUrl } from '../support/logo-upload.js';
import { damageForm, photoFile } from '../support/damage-form.js';
import { recordBattery } from '../support/battery.js';

/**
 * No API answer may be kept by a browser or a proxy (http/cache-policy.ts, decision 0055): a
 * browser's cache is keyed by the URL, not by the token, so a kept answer would be the next
 * user's. Only the web app's files and the public logos keep their long cache.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-cache-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(4_000))});`;
let ctx: TestContext;
let a: PopulatedOrganization;
let sessions: Record<Role, Session>;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Toolyard</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
  ctx = await createTestApp({}, { webDist: dist });
  a = await populatedOrganization(ctx.app, 'A');
  sessions = {
    superadmin: await superadmin(ctx.app, ctx.db),
    org_admin: a.admin,
    worker: a.worker,
  };
}, 60_000);
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The uploads a route takes as a form, filled so that the route can answer 201. */
const formFor = async (route: RouteRecord) => {
  switch (`${route.method} ${route.url}`) {
    case 'POST /api/upload/logo':
      return multipart('logo', 'logo.png', 'image/png', await png(16, 16));
    case 'POST /api/damage-reports':
      return damageForm({ kind: 'tool', itemId: a.references.toolId, description: 'Bent' }, [
        photoFile(await png(8, 8), 'bent.png'),
      ]);
    case 'POST /api/imports':
      return multipart('file', 'tools.csv', 'text/csv', Buffer.from('Name\r\nCached drill\r\n'));
    default:
      return undefined;
  }
};

const callAsAllowed = async (route: RouteRecord) => {
  const role = allowedRole(route);
  const token =
    route.url === '/api/auth/logout'
      ? (await login(ctx.app, sessions[role].username, sessions[role].password)).token
      : sessions[role].token;
  const id = route.url.includes(':id') ? idForRoute(route.url, a.ids) : undefined;
  const url = route.url
    .replace(':id', String(id))
    .replace('/count', `/count?organizationId=${a.organization.id}`)
    .replace(/^\/api\/imports$/, '/api/imports?kind=tools');
  const form = await formFor(route);
  const body = form ? undefined : validBodyFor(route, a, role);
  return ctx.app.inject({
    method: route.method as 'GET',
    url,
    headers: { ...bearer(token), ...form?.headers },
    ...(form ? { payload: form.payload } : body ? { payload: body } : {}),
  });
};

describe('cache policy: no API answer is kept by a browser', () => {
  it('serves a damage photo to the signed-in caller as no-store, with no per-route cache header', async () => {
    const photo = await ctx.app.inject({
      method: 'GET',
      url: `/api/damage-photos/${a.ids['damage-photos']}`,
      headers: bearer(a.admin.token),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('no-store');
    expect(photo.headers.vary ?? '').not.toContain('authorization');
  });

  it('answers every API route with no-store, to a signed-in caller and to none', async ({
    task,
  }) => {
    // Deletes last (users last of all: deleting the worker ends the worker's session).
    const order = (route: RouteRecord) =>
      route.method === 'DELETE' ? (route.url.startsWith('/api/users') ? 2 : 1) : 0;
    const routes = ctx.app.routeInventory
      .filter((route) => !isStreamingRoute(route) && !route.url.startsWith('/api/docs'))
      .sort((x, y) => order(x) - order(y));

    const succeeded: string[] = [];
    for (const route of routes) {
      const anonymous = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, '1'),
      });
      expect(anonymous.headers['cache-control'], `anonymous ${route.method} ${route.url}`).toBe(
        'no-store',
      );

      const response = await callAsAllowed(route);
      expect(
        response.headers['cache-control'],
        `${route.method} ${route.url} answered ${response.statusCode}`,
      ).toBe('no-store');
      if (response.statusCode < 300) succeeded.push(`${route.method} ${route.url}`);
    }
    // Most routes answered 2xx, the photo and the downloads among them: the walk reached the
    // answers that matter, not only refusals.
    expect(succeeded.length).toBeGreaterThan(routes.length * 0.8);
    expect(succeeded).toEqual(
      expect.arrayContaining([
        'GET /api/damage-photos/:id',
        'GET /api/auth/me',
        'POST /api/upload/logo',
        'GET /api/tools/export',
        'GET /api/reports/:id/download',
      ]),
    );
    recordBattery(task, 'cache policy: no-store', {
      routes: routes.length,
      succeeded: succeeded.length,
    });
  }, 120_000);

  it('keeps no-store on a compressed answer and on a large list written as a stream', async () => {
    await ctx.pool.query(
      `insert into sites (organization_id, branch_id, name, address)
       select $1, $2, 'Cached site ' || i, 'Street ' || i from generate_series(1, 120) as i`,
      [a.organization.id, a.references.branchId],
    );
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/sites',
      headers: { ...bearer(a.admin.token), 'accept-encoding': 'br' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers['cache-control']).toBe('no-store');
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/api/sites',
      headers: { ...bearer(a.admin.token), 'accept-encoding': 'identity' },
    });
    const sites = plain.json<unknown[] | { items: unknown[] }>();
    expect((Array.isArray(sites) ? sites : sites.items).length).toBeGreaterThan(100);
    expect(plain.headers['cache-control']).toBe('no-store');
  });

  it('tells the browser to empty its HTTP cache at sign-out, and only its cache', async () => {
    const session = await login(ctx.app, a.admin.username, a.admin.password);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.token),
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['clear-site-data']).toBe('"cache"');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the long cache of the web app’s files and of the public logos, and never keeps an error', async () => {
    const asset = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await ctx.app.inject({ method: 'GET', url: '/tools' });
    expect(page.headers['cache-control']).toBe('no-cache');

    const logoUrl = await uploadedLogoUrl(ctx.app, a.admin.token);
    const logo = await ctx.app.inject({ method: 'GET', url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missingLogo = await ctx.app.inject({
      method: 'GET',
      url: '/uploads/logos/00000000-0000-0000-0000-000000000000.png',
    });
    expect(missingLogo.statusCode).toBe(404);
    expect(missingLogo.headers['cache-control']).toBe('no-store');
    const missingAsset = await ctx.app.inject({ method: 'GET', url: '/assets/gone-1234.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.headers['cache-control']).toBe('no-store');
  });
});
