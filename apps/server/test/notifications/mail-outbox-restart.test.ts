import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import type { App } from '../../src/app.js';
import { createTestDatabase } from '../support/test-app.js';
import { bearer } from '../support/fixtures.js';
import { yardOf } from '../support/yard.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { startSmtp } from '../support/smtp-stand-in.js';
import { until } from '../support/eventually.js';

/**
 * The fixtures speak to `app.inject`; this gives them a real server process over HTTP instead,
 * with the same answer shape (status code and JSON).
 */
const overHttp = (server: ServerProcess) =>
  ({
    inject: async (request: {
      method: string;
      url: string;
      headers?: Record<string, string>;
      payload?: unknown;
    }) => {
      const response = await fetch(`${server.baseUrl}${request.url}`, {
        method: request.method,
        headers: {
          ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: request.payload === undefined ? undefined : JSON.stringify(request.payload),
      });
      const body = await response.text();
      return {
        statusCode: response.status,
        body,
        json: () => JSON.parse(body) as unknown,
      };
    },
  }) as unknown as App;

/** A mail server that takes the connection and never greets: a send stays under way. */
const startSilentSmtp = async () => {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => sockets.length,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

describe('a damage mail when its server process dies after the commit', () => {
  it('is sent once, by the next process, and recorded sent once', async () => {
    const databaseUrl = await createTestDatabase();
    const db = new pg.Client({ connectionString: databaseUrl });
    const silent = await startSilentSmtp();
    const smtp = await startSmtp();
    let first: ServerProcess | undefined;
    let second: ServerProcess | undefined;
    await db.connect();
    try {
      first = await startServerProcess(databaseUrl, { LOG_LEVEL: 'warn', SMTP_URL: silent.url });
      const app = overHttp(first);
      const y = await yardOf(app);
      await db.query(
        "update users set email_verified_at = now() where organization_id = $1 and role = 'org_admin'",
        [y.organization.id],
      );
      const json = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });
      for (const [token, url, payload] of [
        [
          y.admin.token,
          `/api/tools/${y.tool.id}/status`,
          { status: 'pending_confirmation', assignedUserId: y.worker.user.id },
        ],
        [y.worker.token, `/api/tools/${y.tool.id}/confirm`, {}],
        [
          y.worker.token,
          `/api/tools/${y.tool.id}/return`,
          { storageUnitId: y.unit.id, damageDescription: 'Cable cut' },
        ],
      ] as const) {
        const answer = await app.inject({ method: 'POST', url, headers: json(token), payload });
        expect(answer.statusCode).toBe(200);
      }

      // Committed and answered; the mail is on its way to a server that never answers. Now the
      // process dies, without a goodbye.
      await until(
        'the first process connects to its mail server',
        () => silent.connections() > 0,
        30_000,
      );
      const before = await db.query<{ status: string }>('select status from mail_outbox');
      expect(before.rows).toEqual([{ status: 'queued' }]);
      first.child.kill('SIGKILL');
      await first.exited;
      first = undefined;

      second = await startServerProcess(databaseUrl, { LOG_LEVEL: 'warn', SMTP_URL: smtp.url });
      await until('the second process sends it', () => smtp.delivered.length > 0, 30_000);
      // Time for any second sending to show itself.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(smtp.delivered).toHaveLength(1);
      expect(smtp.delivered[0]!.to).toEqual([y.admin.user.email]);
      expect(smtp.delivered[0]!.text).toContain('Cable cut');
      const after = await db.query<{ status: string; body: string; notification_id: number }>(
        'select status, body, notification_id from mail_outbox',
      );
      expect(after.rows).toMatchObject([{ status: 'sent', body: '' }]);
      const record = await db.query<{ status: string }>(
        'select status from notifications where id = $1',
        [after.rows[0]!.notification_id],
      );
      expect(record.rows).toEqual([{ status: 'sent' }]);
      const entries = await db.query(
        "select 1 from activity where action = 'notification_sent' and entity_id = $1",
        [after.rows[0]!.notification_id],
      );
      expect(entries.rowCount).toBe(1);
    } finally {
      first?.child.kill('SIGKILL');
      second?.child.kill('SIGTERM');
      await Promise.all([first?.exited, second?.exited]);
      await Promise.all([db.end(), silent.close(), smtp.close()]);
    }
  }, 120_000);
});
