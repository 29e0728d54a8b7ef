import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { formatCalendarDate } from '@toolyard/shared';
import { createDatabase, createPool } from '../../src/db/client.js';
import { digestDeliveries, notices, notifications, tools, users } from '../../src/db/schema.js';
import { DIGEST_QUEUE, DIGEST_SWEEP_QUEUE } from '../../src/modules/digest/job-queue.js';
import { createTestDatabase } from '../support/test-app.js';
import { organizationInput, registration } from '../support/fixtures.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { startSmtp } from '../support/smtp-stand-in.js';
import { dayFromToday } from '../support/due-organization.js';
import { until } from '../support/eventually.js';

const PUBLIC_URL = 'https://toolyard.example.com';
const quiet = () => undefined;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('the daily digest through the job queue, with two server processes', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('goes out once per recipient and day, in their language, at the organization hour, after a restart too, by SMTP and to the outbox', async () => {
    const databaseUrl = await createTestDatabase();
    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const pool = createPool(databaseUrl, { info: quiet, warn: quiet, error: quiet });
    cleanup.push(() => pool.end());
    const db = createDatabase(pool);

    const withSmtp = { LOG_LEVEL: 'warn', SMTP_URL: smtp.url, PUBLIC_URL };
    const running: ServerProcess[] = [];
    const start = async (env: Record<string, string>) => {
      const pair = await Promise.all([
        startServerProcess(databaseUrl, env),
        startServerProcess(databaseUrl, env),
      ]);
      running.push(...pair);
      return pair;
    };
    const stopAll = async () => {
      const exits = running.splice(0).map((server) => {
        server.child.kill('SIGTERM');
        return server.exited;
      });
      // Both stop their job queue and close cleanly.
      expect(await Promise.all(exits)).toEqual(exits.map(() => 0));
    };
    cleanup.push(async () => {
      for (const server of running) server.child.kill('SIGKILL');
    });
    const [a] = await start(withSmtp);

    // --- An organization, through the API: an admin reading German, two workers ----------------
    const call = async (method: string, path: string, token?: string, body?: object) => {
      const response = await fetch(`${a!.baseUrl}${path}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await response.json().catch(() => null)) as unknown;
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return json as Record<string, unknown> & { id: number; token: string };
    };
    const adminInput = registration();
    const admin = await call('POST', '/api/auth/register', undefined, adminInput);
    const adminId = (admin.user as { id: number }).id;
    const setup = (await call('POST', '/api/setup/organization', admin.token, {
      ...organizationInput(),
      timeZone: 'Europe/Berlin',
    })) as unknown as { organization: { id: number; name: string } };
    const organizationId = setup.organization.id;
    const branch = await call('POST', '/api/branches', admin.token, { name: 'Yard', address: 'x' });
    const makeWorker = async (name: string) => {
      const input = {
        username: `${name}${process.pid}`,
        email: `${name}${process.pid}@example.com`,
        password: 'worker-password-1',
        firstName: name,
        lastName: 'Worker',
        role: 'worker',
      };
      const user = await call('POST', '/api/users', admin.token, input);
      const session = await call('POST', '/api/auth/login', undefined, {
        username: input.username,
        password: input.password,
      });
      return { id: user.id, email: input.email, token: session.token };
    };
    const ayse = await makeWorker('ayse');
    const idle = await makeWorker('idle');
    // The app tells the server the language it shows each of them.
    await call('PUT', '/api/notices/language', admin.token, { language: 'de' });
    await call('PUT', '/api/notices/language', ayse.token, { language: 'tr' });

    const drill = await call('POST', '/api/tools', admin.token, {
      name: 'Overdue drill',
      branchId: branch.id,
      nextMaintenanceDate: dayFromToday(-3),
    });
    const saw = await call('POST', '/api/tools', admin.token, {
      name: 'Fine saw',
      branchId: branch.id,
      nextMaintenanceDate: dayFromToday(90),
    });
    await call('POST', '/api/vehicles', admin.token, {
      make: 'Ford',
      model: 'Transit',
      year: 2020,
      licensePlate: 'B-DG 1',
      branchId: branch.id,
      nextTechnicalCheckup: dayFromToday(4),
    });
    // Handed out: Ayşe holds the overdue drill, the idle worker a saw that is not due.
    await db
      .update(tools)
      .set({ assignedUserId: ayse.id, status: 'checked_out' })
      .where(eq(tools.id, drill.id));
    await db
      .update(tools)
      .set({ assignedUserId: idle.id, status: 'checked_out' })
      .where(eq(tools.id, saw.id));
    // Their addresses are confirmed: only then does a digest go out by mail (decision 0054).
    await db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.organizationId, organizationId));

    // An hour twelve hours away from Berlin's now: the real schedule's sweeps never reach it
    // while the test runs, so only the sweeps queued below (with their own `at`) send.
    const berlinHour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    const digestHour = (berlinHour + 12) % 24;
    await call('PUT', `/api/organizations/${organizationId}`, admin.token, { digestHour });
    const day = addDays(dayFromToday(0), 30);
    /** The instant of `minute` past `hour` on `onDay`, Berlin time. */
    const berlin = async (onDay: string, hour: number, minute = 5) => {
      const result = await pool.query<{ at: Date }>(
        `select ($1::timestamp at time zone 'Europe/Berlin') as at`,
        [`${onDay} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`],
      );
      return result.rows[0]!.at.toISOString();
    };

    // --- The test's own client of the queue: what an operator (or the schedule) would queue ----
    const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
    boss.on('error', quiet);
    await boss.start();
    cleanup.push(() => boss.stop({ graceful: false }));
    const settled = async (name: string, id: string | null) => {
      expect(id).toBeTruthy();
      await until(
        `${name} ${id}`,
        async () => {
          const job = await boss.getJobById(name, id!, { includeArchive: true });
          return job?.state === 'completed';
        },
        30_000,
      );
    };
    const sweep = async (at: string) => {
      const id = await boss.send(DIGEST_SWEEP_QUEUE, { at });
      await settled(DIGEST_SWEEP_QUEUE, id);
    };
    const digestJobsDone = () =>
      until(
        'the digest jobs',
        async () => {
          const open = await pool.query(
            `select 1 from pgboss.job where name = $1 and state < 'completed'`,
            [DIGEST_QUEUE],
          );
          return open.rowCount === 0;
        },
        30_000,
      );
    const deliveries = async (onDay: string) =>
      (
        await db
          .select({ userId: digestDeliveries.userId })
          .from(digestDeliveries)
          .where(
            and(
              eq(digestDeliveries.organizationId, organizationId),
              eq(digestDeliveries.day, onDay),
            ),
          )
          .orderBy(digestDeliveries.userId)
      ).map((row) => row.userId);

    // --- Before the hour: nothing --------------------------------------------------------------
    await sweep(await berlin(day, (digestHour + 23) % 24, 55));
    await digestJobsDone();
    expect(await deliveries(day)).toEqual([]);
    expect(smtp.delivered).toHaveLength(0);

    // --- At the hour: the admin and Ayşe, each in their language; the idle worker nothing -------
    await sweep(await berlin(day, digestHour));
    await until('two mails', async () => smtp.delivered.length >= 2, 30_000).catch(
      async (error) => {
        console.log((await pool.query('select name, state, data, output from pgboss.job')).rows);
        console.log(running.map((server) => server.output()).join('\n-----\n'));
        throw error;
      },
    );
    await digestJobsDone();
    expect(await deliveries(day)).toEqual([adminId, ayse.id].sort((x, y) => x - y));
    const mailTo = (email: string) => smtp.delivered.filter((mail) => mail.to.includes(email));
    const [adminMail] = mailTo(adminInput.email);
    const [ayseMail] = mailTo(ayse.email);
    expect(mailTo(idle.email)).toEqual([]);
    expect(adminMail!.text).toContain('Hallo Ada Builder,');
    expect(adminMail!.text).toContain(formatCalendarDate(day, 'de'));
    expect(adminMail!.text).toContain('Überfällig (1)');
    expect(adminMail!.text).toContain('Bald fällig (1)');
    expect(adminMail!.text).toContain('- Overdue drill: Wartung seit');
    expect(adminMail!.text).toContain(`${PUBLIC_URL}/organization-dashboard`);
    expect(ayseMail!.text).toContain('Merhaba ayse Worker,');
    expect(ayseMail!.text).toContain(formatCalendarDate(day, 'tr'));
    expect(ayseMail!.text).toContain('Gecikmiş (1)');
    expect(ayseMail!.text).not.toContain('Ford Transit');
    expect(ayseMail!.text).toContain(`${PUBLIC_URL}/my-stuff`);

    // The bell's notice, and the record among the organization's sent messages.
    const digestNotices = await db
      .select({ userId: notices.userId, values: notices.values })
      .from(notices)
      .where(eq(notices.kind, 'due_digest'))
      .orderBy(notices.userId);
    expect(digestNotices).toEqual([
      { userId: adminId, values: { overdue: 1, dueSoon: 1 } },
      { userId: ayse.id, values: { overdue: 1, dueSoon: 0 } },
    ]);
    const sentRecords = await db
      .select({ delivery: notifications.delivery, status: notifications.status })
      .from(notifications)
      .where(eq(notifications.writer, 'digest'));
    expect(sentRecords).toEqual([
      { delivery: 'smtp', status: 'sent' },
      { delivery: 'smtp', status: 'sent' },
    ]);

    // --- Later sweeps in the hour, two at once: nothing more ------------------------------------
    await Promise.all([
      sweep(await berlin(day, digestHour, 15)),
      sweep(await berlin(day, digestHour, 25)),
    ]);
    await digestJobsDone();

    // Jobs for the same organization and day, fetched by the two processes at once (other
    // singleton keys than the sweep's, so the queue holds none back): the deliveries let one
    // digest per recipient through.
    const nextDay = addDays(day, 1);
    const twins = await Promise.all(
      ['twin-1', 'twin-2', 'twin-3'].map((singletonKey) =>
        boss.send(DIGEST_QUEUE, { organizationId, day: nextDay }, { singletonKey }),
      ),
    );
    for (const id of twins) await settled(DIGEST_QUEUE, id);
    expect(await deliveries(nextDay)).toHaveLength(2);
    expect(smtp.delivered).toHaveLength(4);

    // --- A restart without a mail server: the queue waits in the database -------------------------
    await stopAll();
    const thirdDay = addDays(day, 2);
    const queuedWhileDown = await boss.send(DIGEST_SWEEP_QUEUE, {
      at: await berlin(thirdDay, digestHour),
    });
    const again = await boss.send(DIGEST_SWEEP_QUEUE, { at: await berlin(day, digestHour, 45) });
    await start({ LOG_LEVEL: 'warn', PUBLIC_URL });
    await settled(DIGEST_SWEEP_QUEUE, queuedWhileDown);
    await settled(DIGEST_SWEEP_QUEUE, again);
    await digestJobsDone();
    expect(await deliveries(thirdDay)).toHaveLength(2);
    // The first day's digests went out before the restart: not again.
    expect(await deliveries(day)).toHaveLength(2);
    expect(smtp.delivered).toHaveLength(4);
    const outbox = await db
      .select({
        recipients: notifications.recipients,
        subject: notifications.subject,
        body: notifications.body,
        status: notifications.status,
      })
      .from(notifications)
      .where(and(eq(notifications.writer, 'digest'), eq(notifications.delivery, 'outbox')))
      .orderBy(sql`${notifications.recipients}->>0`);
    expect(outbox).toHaveLength(2);
    const outboxOf = (email: string) => outbox.find((row) => row.recipients.includes(email))!;
    expect(outboxOf(adminInput.email).subject).toBe(
      `${setup.organization.name}: 1 überfällig, 1 bald fällig`,
    );
    expect(outboxOf(adminInput.email).body).toContain(formatCalendarDate(thirdDay, 'de'));
    expect(outboxOf(ayse.email).subject).toBe(
      `${setup.organization.name}: 1 gecikmiş, 0 vadesi yaklaşıyor`,
    );
    expect(outboxOf(ayse.email).status).toBe('sent');
    await stopAll();
  }, 180_000);
});
