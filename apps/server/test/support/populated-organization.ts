import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { bearer, branchWithSite, create, organizationWithAdmin, workerOf } from './fixtures.js';
import { multipart, png } from './logo-upload.js';
import { photoFile, postDamage } from './damage-form.js';

/** Every table whose rows belong to an organization (and the organizations themselves). */
export const TENANT_TABLES = [
  'branches',
  'sites',
  'tools',
  'tool_logs',
  'vehicles',
  'vehicle_logs',
  'storage_units',
  'parking_locations',
  'reports',
  'imports',
  'organizations',
  'users',
  // Every item's printed code (decision 0036): keyed by the code, not an id.
  'label_codes',
  // Damage reported on an item, and its photos (decision 0045).
  'damage_reports',
  'damage_photos',
  // Bookings of items for a site (docs/product/reservations.md).
  'reservations',
  'reservation_items',
];

/**
 * How a table's rows are told apart: by `id`, but a label code's row by its item (kind and id;
 * unique). A snapshot orders by it; a forged `id` would land in it.
 */
const rowKeyOf = (table: string) => (table === 'label_codes' ? 'kind, item_id' : 'id');
/** The column of a table's own id: an item's id for its label code. */
export const idColumnOf = (table: string) => (table === 'label_codes' ? 'item_id' : 'id');

/** Every row an organization owns, as text: compared before and after an attempt to change it. */
export const organizationSnapshot = async (db: Database, organizationId: number) => {
  const parts: string[] = [];
  for (const table of TENANT_TABLES) {
    const column = table === 'organizations' ? 'id' : 'organization_id';
    const { rows } = await db.execute(
      sql.raw(
        `select * from ${table} where ${column} = ${organizationId} order by ${rowKeyOf(table)}`,
      ),
    );
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
};

/**
 * An organization with one record of every kind (names prefixed with `prefix`), its worker
 * holding a tool pending confirmation and having written a report.
 */
export const populatedOrganization = async (app: App, prefix = 'A') => {
  const org = await organizationWithAdmin(app);
  const { branch, site } = await branchWithSite(app, org.admin.token);
  const worker = await workerOf(app, org.admin.token);
  const tool = await create(app, org.admin.token, '/api/tools', {
    name: `${prefix}-drill`,
    branchId: branch.id,
    siteId: site.id,
  });
  await app.inject({
    method: 'POST',
    url: `/api/tools/${tool.id}/status`,
    headers: bearer(org.admin.token),
    payload: { status: 'pending_confirmation', assignedUserId: worker.user.id },
  });
  const vehicle = await create(app, org.admin.token, '/api/vehicles', {
    make: prefix,
    model: 'Van',
    year: 2020,
    licensePlate: `${prefix}-1`,
    branchId: branch.id,
  });
  const unit = await create(app, org.admin.token, '/api/storage-units', {
    name: `${prefix}-unit`,
    location: `${prefix}-yard`,
    branchId: branch.id,
  });
  const parking = await create(app, org.admin.token, '/api/parking-locations', {
    name: `${prefix}-bay`,
    branchId: branch.id,
  });
  const report = await create(app, worker.token, '/api/reports', {
    title: `${prefix}-report`,
    content: 'x',
    siteId: site.id,
    reportDate: '2026-11-20',
  });
  // A staged import: its rows wait for the admin's preview and run.
  const file = multipart(
    'file',
    'tools.csv',
    'text/csv',
    Buffer.from(`Name,Branch\r\n${prefix}-imported drill,${branch.name}\r\n`),
  );
  const staged = await app.inject({
    method: 'POST',
    url: '/api/imports?kind=tools',
    headers: { ...bearer(org.admin.token), ...file.headers },
    payload: file.payload,
  });
  if (staged.statusCode !== 201) throw new Error(`import upload: ${staged.body}`);
  // The worker reports damage on the tool handed to them, with a photo (decision 0045).
  const damage = await postDamage(
    app,
    worker.token,
    { kind: 'tool', itemId: tool.id, description: `${prefix}-damage` },
    [photoFile(await png(8, 8), 'damage.png')],
  );
  if (damage.statusCode !== 201) throw new Error(`damage report: ${damage.body}`);
  const [damagePhoto] = (
    await app.inject({
      method: 'GET',
      url: `/api/damage-reports?toolId=${tool.id}`,
      headers: bearer(org.admin.token),
    })
  ).json<Array<{ photos: Array<{ id: number }> }>>()[0]!.photos;
  // The vehicle booked for the site, for the worker, the day after tomorrow.
  const dayAfterTomorrow = new Date(Date.now() + 2 * 86_400_000);
  const booking = await create(app, org.admin.token, '/api/reservations', {
    items: [{ kind: 'vehicle', id: vehicle.id }],
    siteId: site.id,
    userId: worker.user.id,
    startsAt: dayAfterTomorrow.toISOString(),
    endsAt: new Date(dayAfterTomorrow.getTime() + 8 * 3_600_000).toISOString(),
  });
  return {
    ...org,
    worker,
    /** The record a route's `:id` stands for, by the path segment before it. */
    ids: {
      organizations: org.organization.id,
      branches: branch.id,
      sites: site.id,
      tools: tool.id,
      vehicles: vehicle.id,
      'storage-units': unit.id,
      'parking-locations': parking.id,
      reports: report.id,
      users: worker.user.id,
      impersonate: org.admin.user.id,
      imports: staged.json<{ id: number }>().id,
      'damage-photos': damagePhoto!.id,
      reservations: booking.id,
    } as Record<string, number>,
    references: {
      branchId: branch.id,
      siteId: site.id,
      managerId: org.admin.user.id,
      storageUnitId: unit.id,
      parkingLocationId: parking.id,
      organizationId: org.organization.id,
      assignedUserId: worker.user.id,
      toolId: tool.id,
      vehicleId: vehicle.id,
    },
  };
};

/** The id of a route's `:id`, from the path segment before it (`/api/tools/:id/logs` → tools). */
export const idForRoute = (url: string, ids: Record<string, number>) => {
  const segment =
    url
      .split('/')
      .slice(0, -1)
      .filter((part) => !part.startsWith(':'))
      .pop() ?? '';
  return ids[segment];
};

/**
 * Routes that answer with an endless stream (Server-Sent Events): an injected request would
 * wait for its end forever. test/events covers them over a real socket (session, role, tenant).
 */
export const isStreamingRoute = (route: { method: string; url: string }) =>
  route.method === 'GET' && route.url === '/api/events';
