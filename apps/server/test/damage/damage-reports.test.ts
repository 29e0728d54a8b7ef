import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  activity,
  damagePhotos,
  damageReports,
  notices,
  toolLogs,
  vehicleLogs,
} from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, create, login, workerOf } from '../support/fixtures.js';
import { superadmin } from '../support/superadmin.js';
import { yardOf } from '../support/yard.js';
import { png } from '../support/logo-upload.js';
import { cameraJpeg, photoFile, postDamage } from '../support/damage-form.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    ...(payload ? { payload } : {}),
  });

/** A yard whose worker holds its tool (checked out) and its vehicle (in use). */
const heldYard = async () => {
  const y = await yardOf(ctx.app);
  for (const [kind, id] of [
    ['tools', y.tool.id],
    ['vehicles', y.vehicle.id],
  ] as const) {
    const assigned = await call('POST', `/api/${kind}/${id}/status`, y.admin.token, {
      status: 'pending_confirmation',
      assignedUserId: y.worker.user.id,
      ...(kind === 'vehicles' ? { odometerReading: 1000 } : {}),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await call('POST', `/api/${kind}/${id}/confirm`, y.worker.token)).statusCode).toBe(200);
  }
  return y;
};

const reportsOfTool = (toolId: number) =>
  ctx.db.select().from(damageReports).where(eq(damageReports.toolId, toolId));
const photoCount = async (organizationId: number) =>
  (await ctx.db.select().from(damagePhotos).where(eq(damagePhotos.organizationId, organizationId)))
    .length;

describe('reporting damage with photos', () => {
  it('keeps the photos re-encoded as JPEG without their metadata, and serves them to the organization only', async () => {
    const y = await heldYard();
    const camera = await cameraJpeg(2400, 1800);
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const response = await postDamage(
      ctx.app,
      y.worker.token,
      { kind: 'tool', itemId: y.tool.id, description: 'Cable cut near the plug' },
      [photoFile(camera), photoFile(await png(300, 200), 'scratch.png')],
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number; photos: number }>();
    expect(response.json()).toEqual({ id, photos: 2 });

    const [report] = await reportsOfTool(y.tool.id);
    expect(report).toMatchObject({
      id,
      organizationId: y.organization.id,
      siteId: y.site.id,
      reportedByUserId: y.worker.user.id,
      description: 'Cable cut near the plug',
    });
    const stored = await ctx.db
      .select()
      .from(damagePhotos)
      .where(eq(damagePhotos.damageReportId, id));
    expect(stored).toHaveLength(2);
    for (const photo of stored) {
      const meta = await sharp(photo.image).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(photo.image.toString('latin1')).not.toContain('Secret Camera Owner');
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(1600);
      expect({ width: photo.width, height: photo.height }).toEqual({
        width: meta.width,
        height: meta.height,
      });
    }
    expect(stored[0]).toMatchObject({ width: 1600, height: 1200, contentType: 'image/jpeg' });

    // The admin lists it with its photos; the bytes come with the session, kept private.
    const listed = await call('GET', `/api/damage-reports?toolId=${y.tool.id}`, y.admin.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject([
      {
        id,
        toolId: y.tool.id,
        vehicleId: null,
        description: 'Cable cut near the plug',
        reporter: { id: y.worker.user.id, firstName: 'Will' },
        photos: [{ id: stored[0]!.id }, { id: stored[1]!.id }],
      },
    ]);
    const photo = await ctx.app.inject({
      method: 'GET',
      url: `/api/damage-photos/${stored[0]!.id}`,
      headers: bearer(y.admin.token),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('no-store');
    expect(photo.rawPayload.equals(stored[0]!.image)).toBe(true);
    // The reporter sees their own photo too.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/damage-photos/${stored[0]!.id}`,
          headers: bearer(y.worker.token),
        })
      ).statusCode,
    ).toBe(200);

    // The item's log and the activity feed say so, in codes.
    const [entry] = await ctx.db
      .select()
      .from(toolLogs)
      .where(and(eq(toolLogs.toolId, y.tool.id), eq(toolLogs.action, 'damage_reported')));
    expect(entry).toMatchObject({
      noteCode: 'damage_reported',
      noteValues: { reportId: id, photos: 2 },
      notes: 'Cable cut near the plug',
      siteId: y.site.id,
    });
    const feed = await ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.entityType, 'tool'), eq(activity.action, 'damage_reported')));
    expect(feed.filter((row) => row.entityId === y.tool.id)).toHaveLength(1);
  });

  it('an admin reports damage on any item of the organization, also without photos', async () => {
    const y = await yardOf(ctx.app);
    const response = await postDamage(ctx.app, y.admin.token, {
      kind: 'vehicle',
      itemId: y.vehicle.id,
      description: 'Dent in the rear door',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ photos: 0 });
    const [entry] = await ctx.db
      .select()
      .from(vehicleLogs)
      .where(
        and(eq(vehicleLogs.vehicleId, y.vehicle.id), eq(vehicleLogs.action, 'damage_reported')),
      );
    expect(entry).toMatchObject({ noteValues: { photos: 0 }, notes: 'Dent in the rear door' });
  });
});

describe('refused photos: nothing is stored', () => {
  const refusedAndNothingKept = async (
    photos: Parameters<typeof postDamage>[3],
    status: number,
    fieldError: RegExp,
  ) => {
    const y = await heldYard();
    const response = await postDamage(
      ctx.app,
      y.worker.token,
      { kind: 'tool', itemId: y.tool.id, description: 'Broken' },
      photos,
    );
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().fieldErrors.photos).toMatch(fieldError);
    expect(await reportsOfTool(y.tool.id)).toEqual([]);
    expect(await photoCount(y.organization.id)).toBe(0);
    const logged = await ctx.db
      .select()
      .from(toolLogs)
      .where(and(eq(toolLogs.toolId, y.tool.id), eq(toolLogs.action, 'damage_reported')));
    expect(logged).toEqual([]);
  };

  it('a file that is no image, whatever its name and type say', async () => {
    await refusedAndNothingKept(
      [
        photoFile(await cameraJpeg()),
        photoFile(Buffer.from('<svg onload="alert(1)"></svg>'), 'photo.jpg'),
      ],
      400,
      /PNG, JPEG, GIF or WebP/,
    );
  });

  it('an image that cannot be decoded', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    await refusedAndNothingKept([photoFile(broken)], 400, /could not be read/);
  });

  it('a fourth photo', async () => {
    const photo = photoFile(await cameraJpeg(64, 48));
    await refusedAndNothingKept([photo, photo, photo, photo], 400, /at most 3 photos/);
  });

  it('a photo over 5 MB', async () => {
    const huge = Buffer.concat([await cameraJpeg(64, 48), Buffer.alloc(5 * 1024 * 1024, 1)]);
    await refusedAndNothingKept([photoFile(huge)], 413, /5 MB or smaller/);
  });

  it('a form without a description or item is refused field by field', async () => {
    const y = await heldYard();
    const response = await postDamage(ctx.app, y.worker.token, { kind: 'crane' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual([
      'description',
      'itemId',
      'kind',
    ]);
    // A JSON body is no form at all.
    const json = await call('POST', '/api/damage-reports', y.worker.token, {
      kind: 'tool',
      itemId: y.tool.id,
      description: 'x',
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('who may report and read', () => {
  it("a worker reports only on what is handed to them; reads only their own reports' photos", async () => {
    const y = await heldYard();
    const other = await workerOf(ctx.app, y.admin.token);
    const idle = await create(ctx.app, y.admin.token, '/api/tools', {
      name: 'Idle saw',
      branchId: y.branch.id,
    });
    const notTheirs = await postDamage(ctx.app, y.worker.token, {
      kind: 'tool',
      itemId: idle.id,
      description: 'Broken',
    });
    expect(notTheirs.statusCode).toBe(403);
    expect(
      (
        await postDamage(ctx.app, other.token, {
          kind: 'tool',
          itemId: y.tool.id,
          description: 'Broken',
        })
      ).statusCode,
    ).toBe(403);
    expect(await reportsOfTool(idle.id)).toEqual([]);

    const reported = await postDamage(
      ctx.app,
      y.worker.token,
      { kind: 'tool', itemId: y.tool.id, description: 'Bent blade' },
      [photoFile(await cameraJpeg(64, 48))],
    );
    const [photo] = await ctx.db
      .select({ id: damagePhotos.id })
      .from(damagePhotos)
      .where(eq(damagePhotos.damageReportId, reported.json<{ id: number }>().id));
    // Another worker of the organization: not their report, so neither listed nor served.
    expect(
      (await call('GET', `/api/damage-reports?toolId=${y.tool.id}`, other.token)).json(),
    ).toEqual([]);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/damage-photos/${photo!.id}`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/damage-reports?toolId=${y.tool.id}`, y.worker.token)).json(),
    ).toHaveLength(1);
    // Neither or both of toolId and vehicleId: refused.
    expect((await call('GET', '/api/damage-reports', y.admin.token)).statusCode).toBe(400);
    expect(
      (
        await call(
          'GET',
          `/api/damage-reports?toolId=${y.tool.id}&vehicleId=${y.vehicle.id}`,
          y.admin.token,
        )
      ).statusCode,
    ).toBe(400);
  });

  it("tenant isolation: another organization neither reports on, lists nor sees A's damage", async () => {
    const a = await heldYard();
    const reported = await postDamage(
      ctx.app,
      a.worker.token,
      { kind: 'tool', itemId: a.tool.id, description: 'A damage' },
      [photoFile(await cameraJpeg(64, 48))],
    );
    expect(reported.statusCode).toBe(201);
    const [photo] = await ctx.db
      .select({ id: damagePhotos.id })
      .from(damagePhotos)
      .where(eq(damagePhotos.damageReportId, reported.json<{ id: number }>().id));
    const b = await heldYard();
    const before = {
      reports: (await reportsOfTool(a.tool.id)).length,
      photos: await photoCount(a.organization.id),
    };

    for (const caller of [b.admin, b.worker]) {
      for (const [kind, id] of [
        ['tool', a.tool.id],
        ['vehicle', a.vehicle.id],
      ] as const) {
        const attempt = await postDamage(ctx.app, caller.token, {
          kind,
          itemId: id,
          description: 'B was here',
        });
        expect(attempt.statusCode, attempt.body).toBe(400);
        expect(attempt.json().fieldErrors).toHaveProperty('itemId');
      }
      const list = await call('GET', `/api/damage-reports?toolId=${a.tool.id}`, caller.token);
      expect(list.statusCode).toBe(404);
      expect(list.body).not.toContain('A damage');
      expect(
        (await call('GET', `/api/damage-reports?vehicleId=${a.vehicle.id}`, caller.token))
          .statusCode,
      ).toBe(404);
      const served = await ctx.app.inject({
        method: 'GET',
        url: `/api/damage-photos/${photo!.id}`,
        headers: bearer(caller.token),
      });
      expect(served.statusCode).toBe(404);
    }
    // B's worker returning B's tool cannot name A's report either.
    const foreign = await call('POST', `/api/tools/${b.tool.id}/return`, b.worker.token, {
      storageUnitId: b.unit.id,
      damageReportId: reported.json<{ id: number }>().id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toHaveProperty('damageReportId');
    expect({
      reports: (await reportsOfTool(a.tool.id)).length,
      photos: await photoCount(a.organization.id),
    }).toEqual(before);
    // The platform's superadmin reaches every organization.
    const platform = await superadmin(ctx.app, ctx.db);
    expect(
      (await call('GET', `/api/damage-reports?toolId=${a.tool.id}`, platform.token)).json(),
    ).toHaveLength(1);
  });
});

describe('returning a damaged item', () => {
  it('goes to maintenance (tool) or service (vehicle) while the organization says so, at its unit or place', async () => {
    const y = await heldYard();
    const reported = await postDamage(
      ctx.app,
      y.worker.token,
      { kind: 'tool', itemId: y.tool.id, description: 'Motor smells burnt' },
      [photoFile(await cameraJpeg(64, 48))],
    );
    const returned = await call('POST', `/api/tools/${y.tool.id}/return`, y.worker.token, {
      storageUnitId: y.unit.id,
      damageReportId: reported.json<{ id: number }>().id,
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({
      status: 'maintenance',
      storageUnitId: y.unit.id,
      assignedUserId: null,
    });

    // Text only, as the offline queue sends it: the report is written with the return.
    const vehicle = await call('POST', `/api/vehicles/${y.vehicle.id}/return`, y.worker.token, {
      parkingLocationId: y.parking.id,
      damageDescription: 'Windscreen cracked',
    });
    expect(vehicle.statusCode, vehicle.body).toBe(200);
    expect(vehicle.json()).toMatchObject({
      status: 'service',
      parkingLocationId: y.parking.id,
      assignedUserId: null,
    });
    const [report] = await ctx.db
      .select()
      .from(damageReports)
      .where(eq(damageReports.vehicleId, y.vehicle.id));
    expect(report).toMatchObject({
      description: 'Windscreen cracked',
      siteId: null,
      reportedByUserId: y.worker.user.id,
    });
    const actions = (
      await ctx.db.select().from(vehicleLogs).where(eq(vehicleLogs.vehicleId, y.vehicle.id))
    ).map((entry) => entry.action);
    expect(actions.slice(-2)).toEqual(['damage_reported', 'status_change_to_service']);
  });

  it('goes back to use when the organization switched that off; a return without damage as ever', async () => {
    const y = await heldYard();
    const setting = await call('PUT', `/api/organizations/${y.organization.id}`, y.admin.token, {
      damageToMaintenance: false,
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json()).toMatchObject({ damageToMaintenance: false });
    const returned = await call('POST', `/api/tools/${y.tool.id}/return`, y.worker.token, {
      storageUnitId: y.unit.id,
      damageDescription: 'Handle loose',
    });
    expect(returned.json()).toMatchObject({ status: 'available' });
    expect(await reportsOfTool(y.tool.id)).toHaveLength(1);
    const plain = await call('POST', `/api/vehicles/${y.vehicle.id}/return`, y.worker.token, {
      parkingLocationId: y.parking.id,
    });
    expect(plain.json()).toMatchObject({ status: 'available' });
  });

  it('refuses a report id and a description together, and a report of another item', async () => {
    const y = await heldYard();
    const onVehicle = await postDamage(ctx.app, y.worker.token, {
      kind: 'vehicle',
      itemId: y.vehicle.id,
      description: 'Mirror broken',
    });
    const both = await call('POST', `/api/tools/${y.tool.id}/return`, y.worker.token, {
      storageUnitId: y.unit.id,
      damageReportId: onVehicle.json<{ id: number }>().id,
      damageDescription: 'x',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fieldErrors).toHaveProperty('damageDescription');
    const otherItem = await call('POST', `/api/tools/${y.tool.id}/return`, y.worker.token, {
      storageUnitId: y.unit.id,
      damageReportId: onVehicle.json<{ id: number }>().id,
    });
    expect(otherItem.statusCode).toBe(400);
    expect(otherItem.json().fieldErrors).toHaveProperty('damageReportId');
    // Nothing moved.
    expect((await call('GET', `/api/tools/${y.tool.id}`, y.admin.token)).json()).toMatchObject({
      status: 'checked_out',
    });
  });
});

describe('telling the admins', () => {
  it("puts a notice in every admin's bell, not the reporter's", async () => {
    const y = await heldYard();
    const platform = await superadmin(ctx.app, ctx.db);
    const second = {
      username: `second${process.pid}`,
      email: `second${process.pid}@example.com`,
      password: 'second-admin-password',
    };
    expect(
      (
        await call('POST', '/api/users', platform.token, {
          ...second,
          firstName: 'Sue',
          lastName: 'Second',
          role: 'org_admin',
          organizationId: y.organization.id,
        })
      ).statusCode,
    ).toBe(201);
    const secondAdmin = await login(ctx.app, second.username, second.password);
    const reported = await postDamage(ctx.app, y.worker.token, {
      kind: 'tool',
      itemId: y.tool.id,
      description: 'Chuck wobbles',
    });
    const rows = await ctx.db
      .select()
      .from(notices)
      .where(eq(notices.organizationId, y.organization.id));
    expect(rows.map((row) => row.userId).sort((p, q) => p - q)).toEqual(
      [y.admin.user.id, secondAdmin.user.id].sort((p, q) => p - q),
    );
    for (const row of rows)
      expect(row).toMatchObject({
        kind: 'damage_reported',
        entityType: 'tool',
        entityId: y.tool.id,
        values: {
          item: 'Core drill',
          reporter: `${y.worker.user.firstName} ${y.worker.user.lastName}`,
          reportId: reported.json<{ id: number }>().id,
        },
        readAt: null,
      });
    // An admin's own report tells the other admins only.
    await postDamage(ctx.app, secondAdmin.token, {
      kind: 'vehicle',
      itemId: y.vehicle.id,
      description: 'Scratch',
    });
    const onVehicle = await ctx.db
      .select()
      .from(notices)
      .where(and(eq(notices.organizationId, y.organization.id), eq(notices.entityType, 'vehicle')));
    expect(onVehicle.map((row) => row.userId)).toEqual([y.admin.user.id]);
  });
});
