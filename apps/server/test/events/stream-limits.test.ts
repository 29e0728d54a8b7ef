import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS_PER_SESSION } from '../../src/modules/events/open-streams.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  login,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';
import { dataOf, openEventStream } from '../support/sse-client.js';
import { superadmin } from '../support/superadmin.js';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

describe('live event streams are bounded and role-filtered', () => {
  it(`lets one sign-in hold ${STREAMS_PER_SESSION} streams, refuses the next with 429, and frees a place when one closes`, async () => {
    const org = await organizationWithAdmin(ctx.app);
    const streams = [];
    for (let i = 0; i < STREAMS_PER_SESSION; i += 1) {
      const stream = await openEventStream(`${baseUrl}/api/events`, bearer(org.admin.token));
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    const refused = await openEventStream(`${baseUrl}/api/events`, bearer(org.admin.token));
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBeTruthy();

    // Another sign-in of the same person has its own share.
    const elsewhere = await login(ctx.app, org.admin.username, org.admin.password);
    const other = await openEventStream(`${baseUrl}/api/events`, bearer(elsewhere.token));
    expect(other.status).toBe(200);
    other.close();

    streams[0]!.close();
    await streams[0]!.ended;
    // The server notices the closed socket on its side shortly after.
    let reopened = await openEventStream(`${baseUrl}/api/events`, bearer(org.admin.token));
    for (let attempt = 0; reopened.status === 429 && attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      reopened = await openEventStream(`${baseUrl}/api/events`, bearer(org.admin.token));
    }
    expect(reopened.status).toBe(200);
    for (const stream of [...streams, reopened]) stream.close();
  });

  it("sends workers their organization's tool changes, but no account or impersonation events", async () => {
    const org = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, org.admin.token);
    const worker = await workerOf(ctx.app, org.admin.token);
    const workerStream = await openEventStream(`${baseUrl}/api/events`, bearer(worker.token));
    const adminStream = await openEventStream(`${baseUrl}/api/events`, bearer(org.admin.token));

    await workerOf(ctx.app, org.admin.token); // user_created
    const platform = await superadmin(ctx.app, ctx.db);
    const impersonation = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/impersonate/${org.admin.user.id}`,
      headers: bearer(platform.token),
    });
    expect(impersonation.statusCode).toBe(200);
    const tool = await create(ctx.app, org.admin.token, '/api/tools', {
      name: 'Level',
      branchId: branch.id,
    }); // tool_created, last

    await adminStream.next((event) => dataOf(event).action === 'tool_created');
    await workerStream.next(
      (event) => dataOf(event).action === 'tool_created' && dataOf(event).entityId === tool.id,
    );
    const adminActions = adminStream.events.map((event) => dataOf(event).action);
    expect(adminActions).toEqual(
      expect.arrayContaining(['user_created', 'impersonation_started', 'tool_created']),
    );
    const workerActions = workerStream.events.map((event) => dataOf(event).action);
    expect(workerActions).toEqual(['tool_created']);
    workerStream.close();
    adminStream.close();
  });
});
