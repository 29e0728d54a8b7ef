import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, registration, type Session } from '../support/fixtures.js';
import {
  idForRoute,
  organizationSnapshot,
  populatedOrganization,
} from '../support/populated-organization.js';
import { validBodyFor, type PopulatedOrganization } from '../support/valid-bodies.js';

/**
 * Decision 0059: a name, username, e-mail address, serial number, plate or title is one line.
 * A line break (LF, CR, U+2028, U+2029) or a tab in one is refused with 400 and a translated
 * message, and nothing is stored; descriptions, notes, addresses and report texts keep theirs.
 */
let ctx: TestContext;
let a: PopulatedOrganization;
beforeAll(async () => {
  ctx = await createTestApp();
  a = await populatedOrganization(ctx.app, 'L');
});
afterAll(() => ctx.close());

const BREAKS = ['\n', '\r', '\u2028', '\u2029', '\t'];

type Case = { route: string; role: 'org_admin' | 'worker' | 'public'; fields: string[] };

// Every single-line field of every write a person fills in.
const SINGLE_LINE: Case[] = [
  {
    route: 'POST /api/auth/register',
    role: 'public',
    fields: ['username', 'email', 'firstName', 'lastName'],
  },
  {
    route: 'POST /api/users',
    role: 'org_admin',
    fields: ['username', 'email', 'firstName', 'lastName'],
  },
  {
    route: 'PUT /api/users/:id',
    role: 'org_admin',
    fields: ['username', 'email', 'firstName', 'lastName'],
  },
  {
    route: 'PUT /api/organizations/:id',
    role: 'org_admin',
    fields: ['name', 'contactEmail', 'contactPhone'],
  },
  { route: 'POST /api/branches', role: 'org_admin', fields: ['name', 'contactPhone'] },
  { route: 'POST /api/sites', role: 'org_admin', fields: ['name', 'contactName', 'contactPhone'] },
  { route: 'POST /api/tools', role: 'org_admin', fields: ['name', 'serialNumber', 'condition'] },
  { route: 'PUT /api/tools/:id', role: 'org_admin', fields: ['name', 'serialNumber'] },
  {
    route: 'POST /api/vehicles',
    role: 'org_admin',
    fields: ['make', 'model', 'licensePlate', 'vinNumber', 'name', 'currentLocation'],
  },
  { route: 'POST /api/storage-units', role: 'org_admin', fields: ['name', 'location'] },
  { route: 'POST /api/parking-locations', role: 'org_admin', fields: ['name'] },
  { route: 'POST /api/tool-logs', role: 'org_admin', fields: ['action'] },
  { route: 'POST /api/reports', role: 'worker', fields: ['title'] },
];

const MULTI_LINE: Case[] = [
  { route: 'POST /api/tools', role: 'org_admin', fields: ['description', 'notes'] },
  { route: 'POST /api/branches', role: 'org_admin', fields: ['address'] },
  { route: 'POST /api/sites', role: 'org_admin', fields: ['address'] },
  { route: 'POST /api/storage-units', role: 'org_admin', fields: ['description'] },
  { route: 'POST /api/vehicles', role: 'org_admin', fields: ['notes'] },
  { route: 'POST /api/reports', role: 'worker', fields: ['content'] },
];

const routeOf = (key: string) => {
  const [method, url] = key.split(' ') as ['POST' | 'PUT', string];
  return { method, url };
};

const send = (c: Case, body: object) => {
  const { method, url } = routeOf(c.route);
  const session: Session | undefined =
    c.role === 'public' ? undefined : c.role === 'worker' ? a.worker : a.admin;
  const id = url.includes(':id') ? idForRoute(url, a.ids) : undefined;
  return ctx.app.inject({
    method,
    url: url.replace(':id', String(id)),
    headers: { ...(session ? bearer(session.token) : {}), 'accept-language': 'en' },
    payload: body,
  });
};

const bodyFor = (c: Case): Record<string, unknown> => {
  if (c.route === 'POST /api/auth/register') return registration();
  const { method, url } = routeOf(c.route);
  const route = { method, url, access: 'public' } as Parameters<typeof validBodyFor>[0];
  return { ...(validBodyFor(route, a, c.role as 'org_admin') as Record<string, unknown>) };
};

const platformCounts = async () =>
  (
    await ctx.db.execute(
      sql.raw(
        'select (select count(*) from users) as users, (select count(*) from organizations) as organizations',
      ),
    )
  ).rows[0];

describe('single-line fields', () => {
  it('refuses a line break or tab in every single-line field with 400 and a translated message, storing nothing', async () => {
    const before = {
      organization: await organizationSnapshot(ctx.db, a.organization.id),
      platform: await platformCounts(),
    };
    let refused = 0;
    for (const c of SINGLE_LINE) {
      for (const field of c.fields) {
        for (const lineBreak of BREAKS) {
          const body = bodyFor(c);
          const original = typeof body[field] === 'string' ? (body[field] as string) : '';
          // Within the value, and where a trim would otherwise have cut it off.
          const value =
            field === 'email' || field === 'contactEmail'
              ? `line${refused}@example.com${lineBreak}`
              : `${original || 'First'}${lineBreak}Second`;
          const response = await send(c, { ...body, [field]: value });
          const what = `${c.route} ${field} with U+${lineBreak.charCodeAt(0).toString(16).padStart(4, '0')}`;
          expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
          expect(response.json().fieldErrors?.[field], what).toBe('This must fit on one line');
          refused += 1;
        }
      }
    }
    expect(refused).toBeGreaterThan(150);
    expect(await organizationSnapshot(ctx.db, a.organization.id)).toBe(before.organization);
    expect(await platformCounts()).toEqual(before.platform);
  });

  it('answers the message in the caller’s language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: { ...bearer(a.admin.token), 'accept-language': 'de' },
      payload: { name: 'Nord\nSüd' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.name).toBe('Dies muss in eine Zeile passen');
  });

  it('keeps line breaks and tabs in descriptions, notes, addresses and report texts', async () => {
    const text = 'First line\r\n\tindented\nlast\u2028line';
    for (const c of MULTI_LINE) {
      for (const field of c.fields) {
        const body = { ...bodyFor(c), [field]: text };
        if ('name' in body && typeof body.name === 'string') body.name = `${body.name} ${field}`;
        if ('licensePlate' in body) body.licensePlate = `ML-${field.length}${Date.now() % 1000}`;
        const response = await send(c, body);
        expect(response.statusCode, `${c.route} ${field}: ${response.body}`).toBe(201);
        expect(response.json()[field], `${c.route} ${field}`).toBe(text);
      }
    }
  });
});
