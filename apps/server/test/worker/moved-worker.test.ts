import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  login,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';
import { superadmin } from '../support/superadmin.js';

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

/** A worker of organization A holding a tool (confirmed) and a vehicle (pending), and an organization B. */
const holdingWorker = async () => {
  const a = await organizationWithAdmin(ctx.app);
  const b = await organizationWithAdmin(ctx.app);
  const { branch } = await branchWithSite(ctx.app, a.admin.token);
  const worker = await workerOf(ctx.app, a.admin.token);
  const unit = await create(ctx.app, a.admin.token, '/api/storage-units', {
    name: 'Container',
    location: 'Yard',
    branchId: branch.id,
  });
  const tool = await create(ctx.app, a.admin.token, '/api/tools', {
    name: 'Breaker',
    branchId: branch.id,
  });
  const vehicle = await create(ctx.app, a.admin.token, '/api/vehicles', {
    make: 'MAN',
    model: 'TGE',
    year: 2021,
    licensePlate: 'B-XY 9',
    branchId: branch.id,
  });
  expect(
    (
      await call('POST', `/api/tools/${tool.id}/status`, a.admin.token, {
        status: 'pending_confirmation',
        assignedUserId: worker.user.id,
      })
    ).statusCode,
  ).toBe(200);
  expect((await call('POST', `/api/tools/${tool.id}/confirm`, worker.token)).statusCode).toBe(200);
  expect(
    (
      await call('POST', `/api/vehicles/${vehicle.id}/status`, a.admin.token, {
        status: 'pending_confirmation',
        assignedUserId: worker.user.id,
        odometerReading: 10,
      })
    ).statusCode,
  ).toBe(200);
  return { a, b, worker, unit, tool, vehicle };
};

describe('a worker moved to another organization', () => {
  it('cannot be moved while holding the organization’s tools or vehicles: 409 with what they hold, nothing changes', async () => {
    const { b, worker } = await holdingWorker();
    const platform = await superadmin(ctx.app, ctx.db);
    const moved = await call('PUT', `/api/users/${worker.user.id}`, platform.token, {
      organizationId: b.organization.id,
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().message).toContain('1 tool');
    expect(moved.json().message).toContain('1 vehicle');
    expect(moved.json().fieldErrors).toHaveProperty('organizationId');
    const [row] = await ctx.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.id, worker.user.id));
    expect(row?.organizationId).toBe(worker.user.organizationId);
    // Their session was not ended by the refused change.
    expect((await call('GET', '/api/auth/me', worker.token)).statusCode).toBe(200);
  });

  it('moves once the admin has taken everything back', async () => {
    const { a, b, worker, tool, vehicle } = await holdingWorker();
    const platform = await superadmin(ctx.app, ctx.db);
    expect(
      (await call('POST', `/api/tools/${tool.id}/status`, a.admin.token, { status: 'available' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', `/api/vehicles/${vehicle.id}/status`, a.admin.token, {
          status: 'service',
          odometerReading: 20,
        })
      ).statusCode,
    ).toBe(200);
    const moved = await call('PUT', `/api/users/${worker.user.id}`, platform.token, {
      organizationId: b.organization.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().organizationId).toBe(b.organization.id);
  });

  it('never sees, confirms or returns an old organization’s item that is still handed to them', async () => {
    const { b, worker, unit, tool, vehicle } = await holdingWorker();
    // However it happened (a change made outside the API, say), the assignments stayed behind.
    await ctx.db
      .update(users)
      .set({ organizationId: b.organization.id })
      .where(eq(users.id, worker.user.id));
    await ctx.accountChangesHeard();
    const again = await login(ctx.app, worker.username, worker.password);

    for (const list of [
      '/api/tools/assigned',
      '/api/tools/pending',
      '/api/vehicles/assigned',
      '/api/vehicles/pending',
    ]) {
      const answer = await call('GET', list, again.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json(), list).toEqual([]);
    }
    // The old organization's storage unit is not theirs either: refused before the tool is looked at.
    expect(
      (await call('POST', `/api/tools/${tool.id}/return`, again.token, { storageUnitId: unit.id }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', `/api/tools/${tool.id}/confirm`, again.token)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/vehicles/${vehicle.id}/confirm`, again.token)).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/vehicles/${vehicle.id}/return`, again.token, {
          parkingLocationId: null,
        })
      ).statusCode,
    ).toBe(404);
    // The item pages are for admins: a worker is refused by role, whoever owns the tool.
    expect((await call('GET', `/api/tools/${tool.id}`, again.token)).statusCode).toBe(403);
  });
});
