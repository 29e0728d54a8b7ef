import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { organizations, users } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  organizationInput,
  organizationWithAdmin,
  register,
  workerOf,
} from '../support/fixtures.js';
import { superadmin } from '../support/superadmin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const organizationCount = async () =>
  (await ctx.db.select({ n: count() }).from(organizations))[0]!.n;
const setup = (token: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/setup/organization',
    headers: bearer(token),
    payload,
  });

describe('POST /api/setup/organization', () => {
  it('creates the organization and makes the registering admin its admin', async () => {
    const admin = await register(ctx.app);
    const response = await setup(admin.token, organizationInput({ name: 'Acme Bau' }));
    expect(response.statusCode).toBe(201);
    const { organization, user } = response.json();
    expect(organization).toMatchObject({
      name: 'Acme Bau',
      primaryColor: '#1D4ED8',
      secondaryColor: '#F59E0B',
      winterMonths: '11,12,1,2,3',
      summerMonths: '4,5,6,7,8,9,10',
      logoUrl: null,
    });
    expect(user).toMatchObject({
      id: admin.user.id,
      organizationId: organization.id,
      organization: { id: organization.id, name: 'Acme Bau' },
    });
    // The same token now carries the organization: no new sign-in needed.
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(admin.token),
    });
    expect(me.json().organizationId).toBe(organization.id);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/organizations/my-organization',
      headers: bearer(admin.token),
    });
    expect(mine.json().name).toBe('Acme Bau');
  });

  it('refuses a second organization for an admin who has one, creating nothing', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const before = await organizationCount();
    const response = await setup(admin.token, organizationInput());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You already belong to an organization');
    expect(await organizationCount()).toBe(before);
  });

  it('lets only one of two simultaneous setups by one admin succeed', async () => {
    const admin = await register(ctx.app);
    const results = await Promise.all([
      setup(admin.token, organizationInput()),
      setup(admin.token, organizationInput()),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('lets a superadmin create an organization without joining it', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const response = await setup(root.token, organizationInput({ name: 'Created By Root' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ role: 'superadmin', organizationId: null });
  });

  it('refuses a worker', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    expect((await setup(worker.token, organizationInput())).statusCode).toBe(403);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name', { name: '' }, 'name', 'Organization name is required'],
    [
      'a name over 100 characters',
      { name: 'x'.repeat(101) },
      'name',
      'Name must be 100 characters or less',
    ],
    [
      'an invalid e-mail',
      { contactEmail: 'office' },
      'contactEmail',
      'Must be a valid email address',
    ],
    [
      'a phone under 5 characters',
      { contactPhone: '123' },
      'contactPhone',
      'Phone number is required',
    ],
    ['no address', { address: ' ' }, 'address', 'Address is required'],
    [
      'a colour without #',
      { primaryColor: '1D4ED8' },
      'primaryColor',
      'Must be a valid hex color code',
    ],
    [
      'a 4-digit colour',
      { secondaryColor: '#1234' },
      'secondaryColor',
      'Must be a valid hex color code',
    ],
    [
      'month 13',
      { winterMonths: '12,13' },
      'winterMonths',
      'Enter month numbers from 1 to 12, separated by commas',
    ],
    [
      'a logo from elsewhere',
      { logoUrl: 'https://tracker.example.com/pixel.png' },
      'logoUrl',
      'The logo must be an image uploaded here',
    ],
  ];

  it.each(invalid)(
    'refuses %s with the spec message and stores nothing',
    async (_name, change, field, message) => {
      const admin = await register(ctx.app);
      const before = await organizationCount();
      const response = await setup(admin.token, organizationInput(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toBe(message);
      expect(await organizationCount()).toBe(before);
      const [row] = await ctx.db
        .select({ organizationId: users.organizationId })
        .from(users)
        .where(eq(users.id, admin.user.id));
      expect(row!.organizationId).toBeNull();
    },
  );
});

describe('reading organizations', () => {
  it('GET /api/organizations is for superadmins only', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/organizations',
      headers: bearer(root.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThan(0);
    for (const token of [admin.token, worker.token]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/organizations', headers: bearer(token) }))
          .statusCode,
      ).toBe(403);
    }
  });

  it("answers another organization's id with 404, like a missing one", async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/organizations/${a.organization.id}`,
      headers: bearer(a.admin.token),
    });
    expect(own.statusCode).toBe(200);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/organizations/${b.organization.id}`,
      headers: bearer(a.admin.token),
    });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/organizations/999999',
      headers: bearer(a.admin.token),
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
  });

  it('answers my-organization with 404 before setup', async () => {
    const admin = await register(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/organizations/my-organization',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(404);
  });

  it('lets a worker read their own organization', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/organizations/my-organization',
      headers: bearer(worker.token),
    });
    expect(response.json().id).toBe(organization.id);
  });
});

describe('PUT /api/organizations/{id}', () => {
  it('updates every wizard field', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}`,
      headers: bearer(admin.token),
      payload: organizationInput({ name: 'Renamed GmbH', primaryColor: '#abc' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed GmbH', primaryColor: '#ABC' });
  });

  it('updates only the season months, with summer always the rest of the year', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}`,
      headers: bearer(admin.token),
      payload: { winterMonths: '12, 1,2', summerMonths: '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      winterMonths: '12,1,2',
      summerMonths: '3,4,5,6,7,8,9,10,11',
      name: organization.name,
    });
  });

  it("refuses another organization's admin with 404 and changes nothing", async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${a.organization.id}`,
      headers: bearer(b.admin.token),
      payload: { name: 'Hijacked' },
    });
    expect(response.statusCode).toBe(404);
    const [row] = await ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, a.organization.id));
    expect(row!.name).toBe(a.organization.name);
  });

  it('refuses a worker with 403', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}`,
      headers: bearer(worker.token),
      payload: { name: 'Mine now' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a superadmin update any organization', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const { organization } = await organizationWithAdmin(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}`,
      headers: bearer(root.token),
      payload: { contactPhone: '+1 555 0100' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().contactPhone).toBe('+1 555 0100');
  });
});
