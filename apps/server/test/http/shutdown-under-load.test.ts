import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { statusChangeAction } from '@toolyard/shared';
import { createTestDatabase } from '../support/test-app.js';
import { organizationInput, registration } from '../support/fixtures.js';
import { startServerProcess } from '../support/server-process.js';
import { recordBattery } from '../support/battery.js';

const TOOLS = 16;

const json = async (response: Response, expected: number) => {
  if (response.status !== expected) throw new Error(`${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown> & { id: number; token: string }>;
};

describe('SIGTERM under load', () => {
  it('answers every request it took, writes no half of a change, and exits cleanly', async ({
    task,
  }) => {
    const databaseUrl = await createTestDatabase();
    const server = await startServerProcess(databaseUrl, { LOG_LEVEL: 'warn' });
    const post = (path: string, token: string | undefined, body: object) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });

    const { token } = await json(await post('/api/auth/register', undefined, registration()), 201);
    await json(await post('/api/setup/organization', token, organizationInput()), 201);
    const branch = await json(
      await post('/api/branches', token, { name: 'Yard', address: 'x' }),
      201,
    );
    const tools = await Promise.all(
      Array.from({ length: TOOLS }, async (_, i) =>
        json(await post('/api/tools', token, { name: `Drill ${i}`, branchId: branch.id }), 201),
      ),
    );

    // One client per tool moves it back and forth (each move: a status UPDATE and a log row in
    // one transaction) until the server stops answering.
    const answered = new Map<number, number>();
    const statuses = new Map<number, number>();
    let transportErrors = 0;
    const hammer = async (toolId: number) => {
      let next: 'maintenance' | 'available' = 'maintenance';
      for (;;) {
        let response: Response;
        try {
          response = await post(`/api/tools/${toolId}/status`, token, { status: next });
        } catch {
          transportErrors += 1; // the server has closed: the request never reached a handler
          return;
        }
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status !== 200) return; // 503: shutting down, refused before any work
        answered.set(toolId, (answered.get(toolId) ?? 0) + 1);
        next = next === 'maintenance' ? 'available' : 'maintenance';
      }
    };
    const load = Promise.all(tools.map((tool) => hammer(tool.id)));

    // Let the load run, then stop the server in the middle of it.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    await load;

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{
      id: number;
      status: string;
      moves: number;
      last_action: string | null;
    }>(
      `select t.id, t.status, count(l.id)::int as moves,
              (select action from tool_logs where tool_id = t.id and action like 'status_change_to_%' order by id desc limit 1) as last_action
         from tools t left join tool_logs l on l.tool_id = t.id and l.action like 'status_change_to_%'
        where t.id = any($1) group by t.id order by t.id`,
      [tools.map((tool) => tool.id)],
    );
    await client.end();

    for (const row of rows) {
      // Every answered move is in the database, and nothing unanswered is: no lost or phantom change.
      expect(row.moves, `tool ${row.id}`).toBe(answered.get(row.id) ?? 0);
      // The status and the log agree: never one without the other.
      expect(row.status, `tool ${row.id}`).toBe(row.moves % 2 === 1 ? 'maintenance' : 'available');
      if (row.moves > 0) expect(row.last_action).toBe(statusChangeAction(row.status));
    }
    const unexpected = [...statuses.keys()].filter((status) => status !== 200 && status !== 503);
    expect(unexpected).toEqual([]);
    const moves = [...answered.values()].reduce((sum, n) => sum + n, 0);
    expect(moves).toBeGreaterThan(TOOLS);
    recordBattery(task, 'SIGTERM under load', {
      'moves committed': moves,
      'answered 503': statuses.get(503) ?? 0,
      'refused connections': transportErrors,
    });
  }, 150_000);
});
