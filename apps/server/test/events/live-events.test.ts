import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';
import { dataOf, openEventStream } from '../support/sse-client.js';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

const post = (token: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** An admin with a tool handed to a worker, waiting for the worker's confirmation. */
const toolPendingForWorker = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const { branch } = await branchWithSite(ctx.app, org.admin.token);
  const worker = await workerOf(ctx.app, org.admin.token);
  const tool = await create(ctx.app, org.admin.token, '/api/tools', {
    name: 'Rotary hammer',
    branchId: branch.id,
  });
  await post(org.admin.token, `/api/tools/${tool.id}/status`, {
    status: 'pending_confirmation',
    assignedUserId: worker.user.id,
  });
  return { org, worker, tool };
};

describe('live events (GET /api/events)', () => {
  it("pushes a worker's confirmation to the admin's open stream, and to nobody in another organization", async () => {
    const { org, worker, tool } = await toolPendingForWorker();
    const other = await organizationWithAdmin(ctx.app);
    const adminStream = await openEventStream(`${baseUrl}/api/events`, bearer(org.admin.token));
    const otherStream = await openEventStream(`${baseUrl}/api/events`, bearer(other.admin.token));
    expect(adminStream.status).toBe(200);
    expect(adminStream.response.headers.get('content-type')).toContain('text/event-stream');

    expect((await post(worker.token, `/api/tools/${tool.id}/confirm`, {})).statusCode).toBe(200);
    const event = await adminStream.next(
      (candidate) => dataOf(candidate).action === 'assignment_confirmed',
    );
    expect(dataOf(event)).toEqual({
      entityType: 'tool',
      entityId: tool.id,
      action: 'assignment_confirmed',
    });
    // The event carries no names or titles, only what a screen needs to refresh.
    expect(event.data).not.toContain('Rotary');

    // Organization B's own change arrives on B's stream; A's never did.
    await create(ctx.app, other.admin.token, '/api/branches', { name: 'B branch', address: 'x' });
    await otherStream.next((candidate) => dataOf(candidate).action === 'branch_created');
    expect(
      otherStream.events
        .map(dataOf)
        .some((data) => data.entityId === tool.id && data.entityType === 'tool'),
    ).toBe(false);
    adminStream.close();
    otherStream.close();
  });

  it('resumes after a reconnect with Last-Event-ID, without losing or repeating events', async () => {
    const { org, tool } = await toolPendingForWorker();
    const first = await openEventStream(`${baseUrl}/api/events`, bearer(org.admin.token));
    await create(ctx.app, org.admin.token, '/api/vehicles', {
      make: 'MAN',
      model: 'TGE',
      year: 2022,
      licensePlate: 'B-TY 1',
      branchId: tool.branchId as number,
    });
    const seen = await first.next((candidate) => dataOf(candidate).action === 'vehicle_created');
    first.close();

    // While disconnected: two more changes.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/tools/${tool.id}`,
      headers: bearer(org.admin.token),
      payload: { name: 'Rotary hammer 2' },
    });
    await create(ctx.app, org.admin.token, '/api/branches', { name: 'Second yard', address: 'x' });

    const resumed = await openEventStream(`${baseUrl}/api/events`, {
      ...bearer(org.admin.token),
      'last-event-id': seen.id!,
    });
    await resumed.next((candidate) => dataOf(candidate).action === 'branch_created');
    const changes = resumed.events.filter((event) => event.event === 'change');
    const actions = changes.map((event) => dataOf(event).action);
    expect(actions).toEqual(['tool_updated', 'branch_created']);
    const ids = changes.map((event) => Number(event.id));
    expect(ids.every((id) => id > Number(seen.id))).toBe(true);
    // Notices are not in the log it resumes from: the bell is told to ask again.
    expect(resumed.events.filter((event) => event.event === 'notices')).toEqual([
      { event: 'notices', data: '{}' },
    ]);
    resumed.close();
  });

  it('marks a change as own only on the stream of the user who made it, live and on resume', async () => {
    const { org, worker, tool } = await toolPendingForWorker();
    const adminStream = await openEventStream(`${baseUrl}/api/events`, bearer(org.admin.token));
    const workerStream = await openEventStream(`${baseUrl}/api/events`, bearer(worker.token));

    expect((await post(worker.token, `/api/tools/${tool.id}/confirm`, {})).statusCode).toBe(200);
    const confirmed = (event: { data: string }) => dataOf(event).action === 'assignment_confirmed';
    expect(dataOf(await workerStream.next(confirmed))).toEqual({
      entityType: 'tool',
      entityId: tool.id,
      action: 'assignment_confirmed',
      own: true,
    });
    // Another user's change: no flag, and nothing that says who it was.
    const seenByAdmin = await adminStream.next(confirmed);
    expect(dataOf(seenByAdmin)).toEqual({
      entityType: 'tool',
      entityId: tool.id,
      action: 'assignment_confirmed',
    });
    adminStream.close();
    workerStream.close();

    // Replayed from the activity log after a reconnect, the admin's own change is marked too.
    await create(ctx.app, org.admin.token, '/api/branches', { name: 'Own yard', address: 'x' });
    const resumed = await openEventStream(`${baseUrl}/api/events`, {
      ...bearer(org.admin.token),
      'last-event-id': seenByAdmin.id!,
    });
    const created = await resumed.next((event) => dataOf(event).action === 'branch_created');
    expect(dataOf(created)).toMatchObject({ entityType: 'branch', own: true });
    resumed.close();
  });

  it('needs a session', async () => {
    const stream = await openEventStream(`${baseUrl}/api/events`, {});
    expect(stream.status).toBe(401);
  });
});
