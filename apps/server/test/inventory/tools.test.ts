import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { toolLogs, tools } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const setupTool = async (overrides: Record<string, unknown> = {}) => {
  const org = await organizationWithAdmin(ctx.app);
  const { branch, site } = await branchWithSite(ctx.app, org.admin.token);
  const tool = await create(ctx.app, org.admin.token, '/api/tools', {
    name: 'Hilti TE 30',
    serialNumber: 'SN-1',
    branchId: branch.id,
    ...overrides,
  });
  return { ...org, branch, site, tool };
};

const logCount = async (toolId: number) =>
  (await ctx.db.select({ n: count() }).from(toolLogs).where(eq(toolLogs.toolId, toolId)))[0]!.n;
const statusOf = async (toolId: number) =>
  (await ctx.db.select().from(tools).where(eq(tools.id, toolId)))[0]!.status;

describe('tools', () => {
  it('creates a tool available by default, with branch and no site, logged as created', async () => {
    const { tool, branch } = await setupTool();
    expect(tool).toMatchObject({
      status: 'available',
      branch: { id: branch.id, name: branch.name },
      site: null,
      siteId: null,
      assignedUser: null,
    });
    expect(await logCount(tool.id)).toBe(1);
  });

  it('refuses a site of another branch, and a branch of another organization', async () => {
    const { admin, branch } = await setupTool();
    const other = await branchWithSite(ctx.app, admin.token);
    const wrongSite = await call('POST', '/api/tools', admin.token, {
      name: 'Saw',
      branchId: branch.id,
      siteId: other.site.id,
    });
    expect(wrongSite.statusCode).toBe(400);
    expect(wrongSite.json().fieldErrors).toEqual({
      siteId: 'Choose a site of the selected branch',
    });
    const foreign = await setupTool();
    const wrongBranch = await call('POST', '/api/tools', admin.token, {
      name: 'Saw',
      branchId: foreign.branch.id,
    });
    expect(wrongBranch.statusCode).toBe(400);
  });

  it('validates the form on the server', async () => {
    const { admin } = await setupTool();
    const response = await call('POST', '/api/tools', admin.token, {
      name: ' ',
      purchaseDate: '2024-02-30',
      status: 'lost',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      name: 'Tool name is required',
      purchaseDate: 'Enter a date as yyyy-MM-dd',
      status: 'Status is required',
      branchId: 'Branch is required',
    });
  });
});

describe('tool status machine', () => {
  it('checks out with a site: stamps the dates and writes the log in one go', async () => {
    const { admin, tool, site } = await setupTool();
    const response = await call('POST', `/api/tools/${tool.id}/status`, admin.token, {
      status: 'checked_out',
      siteId: site.id,
      notes: 'For the north wall',
    });
    expect(response.statusCode).toBe(200);
    const moved = response.json();
    expect(moved).toMatchObject({
      status: 'checked_out',
      siteId: site.id,
      site: { name: site.name },
    });
    expect(moved.assignmentDate).not.toBeNull();
    expect(moved.checkoutDate).not.toBeNull();
    const logs = (await call('GET', `/api/tools/${tool.id}/logs`, admin.token)).json();
    expect(logs[0]).toMatchObject({
      action: 'status_change_to_checked_out',
      notes: 'For the north wall',
      user: { firstName: 'Ada' },
      site: { id: site.id },
    });
  });

  it('assigns to a worker of the organization (pending confirmation), and only to one', async () => {
    const { admin, tool } = await setupTool();
    const worker = await workerOf(ctx.app, admin.token);
    const missing = await call('POST', `/api/tools/${tool.id}/status`, admin.token, {
      status: 'pending_confirmation',
    });
    expect(missing.statusCode).toBe(400);
    const foreign = await setupTool();
    const foreignWorker = await workerOf(ctx.app, foreign.admin.token);
    expect(
      (
        await call('POST', `/api/tools/${tool.id}/status`, admin.token, {
          status: 'pending_confirmation',
          assignedUserId: foreignWorker.user.id,
        })
      ).statusCode,
    ).toBe(400);
    const response = await call('POST', `/api/tools/${tool.id}/status`, admin.token, {
      status: 'pending_confirmation',
      assignedUserId: worker.user.id,
    });
    expect(response.json()).toMatchObject({
      status: 'pending_confirmation',
      assignedUserId: worker.user.id,
      assignedUser: { id: worker.user.id },
    });
  });

  const illegal: Array<[string, string[], string]> = [
    ['checked_out → pending_confirmation', ['checked_out'], 'pending_confirmation'],
    ['maintenance → checked_out', ['maintenance'], 'checked_out'],
    ['available → available', [], 'available'],
  ];

  it.each(illegal)('refuses %s with 409 and writes nothing', async (_name, path, to) => {
    const { admin, tool } = await setupTool();
    for (const step of path)
      expect(
        (await call('POST', `/api/tools/${tool.id}/status`, admin.token, { status: step }))
          .statusCode,
      ).toBe(200);
    const before = { logs: await logCount(tool.id), status: await statusOf(tool.id) };
    const response = await call('POST', `/api/tools/${tool.id}/status`, admin.token, {
      status: to,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^This status change is not allowed/);
    expect({ logs: await logCount(tool.id), status: await statusOf(tool.id) }).toEqual(before);
  });

  it('holds the machine on PUT with a status too, and logs a legal change', async () => {
    const { admin, tool } = await setupTool();
    expect(
      (await call('PUT', `/api/tools/${tool.id}`, admin.token, { status: 'maintenance' })).json()
        .status,
    ).toBe('maintenance');
    expect(
      (await call('PUT', `/api/tools/${tool.id}`, admin.token, { status: 'checked_out' }))
        .statusCode,
    ).toBe(409);
    expect(await statusOf(tool.id)).toBe('maintenance');
    expect(await logCount(tool.id)).toBe(2);
  });

  it('keeps fields a partial PUT does not name', async () => {
    const { admin, tool } = await setupTool({
      description: 'Rotary hammer',
      serialNumber: 'SN-77',
    });
    const response = await call('PUT', `/api/tools/${tool.id}`, admin.token, {
      notes: 'Check the chuck',
    });
    expect(response.json()).toMatchObject({
      description: 'Rotary hammer',
      serialNumber: 'SN-77',
      notes: 'Check the chuck',
    });
  });

  it('leaves the status unchanged when the log cannot be written (one transaction)', async () => {
    const { admin, tool } = await setupTool();
    // A real failure inside PostgreSQL: this database refuses log rows for this tool.
    await ctx.db.execute(
      sql.raw(`
      create or replace function refuse_log() returns trigger language plpgsql as $$
      begin if new.tool_id = ${tool.id} then raise exception 'log storage failed'; end if; return new; end $$;
      create trigger refuse_log before insert on tool_logs for each row execute function refuse_log();`),
    );
    try {
      const response = await call('POST', `/api/tools/${tool.id}/status`, admin.token, {
        status: 'maintenance',
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Server error', code: 'internal_error' });
      expect(await statusOf(tool.id)).toBe('available');
    } finally {
      await ctx.db.execute(
        sql.raw('drop trigger refuse_log on tool_logs; drop function refuse_log();'),
      );
    }
  });

  it('lets exactly one of two racing changes win', async () => {
    const { admin, tool } = await setupTool();
    const worker = await workerOf(ctx.app, admin.token);
    const results = await Promise.all([
      call('POST', `/api/tools/${tool.id}/status`, admin.token, { status: 'checked_out' }),
      call('POST', `/api/tools/${tool.id}/status`, admin.token, {
        status: 'pending_confirmation',
        assignedUserId: worker.user.id,
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await logCount(tool.id)).toBe(2);
  });
});

describe("another organization's tools", () => {
  it('are invisible and unchangeable through every id-taking route', async () => {
    const a = await setupTool();
    const b = await organizationWithAdmin(ctx.app);
    const id = a.tool.id;
    const attempts = [
      call('PUT', `/api/tools/${id}`, b.admin.token, { name: 'Mine' }),
      call('DELETE', `/api/tools/${id}`, b.admin.token),
      call('POST', `/api/tools/${id}/status`, b.admin.token, { status: 'maintenance' }),
      call('GET', `/api/tools/${id}/logs`, b.admin.token),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    const log = await call('POST', '/api/tool-logs', b.admin.token, {
      toolId: id,
      action: 'status_change_to_maintenance',
    });
    expect(log.statusCode).toBe(400);
    expect((await call('GET', '/api/tools', b.admin.token)).json()).toEqual([]);
    expect(await statusOf(id)).toBe('available');
    expect(await logCount(id)).toBe(1);
  });
});

describe('the spec’s log-then-update calls', () => {
  it('writes a log entry authored by the caller, whatever userId the body names', async () => {
    const { admin, tool } = await setupTool();
    const worker = await workerOf(ctx.app, admin.token);
    const response = await call('POST', '/api/tool-logs', admin.token, {
      toolId: tool.id,
      userId: worker.user.id,
      action: 'status_change_to_maintenance',
      notes: 'Status changed to maintenance',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().userId).toBe(admin.user.id);
  });
});
