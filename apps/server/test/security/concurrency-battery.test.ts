import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@toolyard/shared';
import type { TestContext } from '../support/test-app.js';
import { startListeningApp } from '../support/listening-app.js';
import {
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
  type Session,
} from '../support/fixtures.js';
import { recordBattery } from '../support/battery.js';
import {
  FIGURES_HEADER,
  FIGURES_LEGEND,
  figuresRow,
  type HttpAnswer,
  type HttpRequest,
  type LoadClient,
  type OtherTenant,
  type ProbeFigures,
} from '../support/load-probe.js';

/*
 * The concurrency battery (docs/security.md): 50 requests at once that conflict or miss — a
 * worker's confirm and return, a status change, a delete, an AI notification over the hourly limit
 * — on each route that has them. None may answer 5xx; where one request can win, exactly one does
 * and the others get what they would get one after the other (404, 409, 429, in our error shape);
 * the database holds what the winners did and nothing more; and another tenant's small request,
 * sent every 50 ms meanwhile, is answered within 500 ms. The server listens on a real port and
 * the requests come from a client thread (support/load-probe.ts): 50 sockets, 50 requests racing
 * for the pool's 10 connections.
 *
 * Each race is prepared afresh (new records) for every attempt. The machine is shared: a race
 * whose answers and rows are right but whose other tenant waited too long is run again, up to
 * three times (the table shows every attempt); wrong answers or rows are never retried.
 */
const AT_ONCE = 50;
const OTHER_TENANT_WITHIN_MS = 500;
const ATTEMPTS = 3;

let ctx: TestContext;
let client: LoadClient;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, client, close } = await startListeningApp());
});
afterAll(() => close());

type Prepared = {
  requests: HttpRequest[];
  /** What is wrong with the answers and the rows afterwards; empty when all is right. */
  verify: (answers: HttpAnswer[]) => Promise<string[]>;
};
type Outcome = {
  route: string;
  label: string;
  attempt: number;
  answers: HttpAnswer[];
  figures: ProbeFigures;
  problems: string[];
};

const count = async (query: string, values: unknown[]) =>
  Number(
    (await ctx.pool.query<{ n: string }>(`select count(*) as n from ${query}`, values)).rows[0]!.n,
  );

/** How many answers had each status, e.g. "1×200 49×409". */
const tally = (answers: HttpAnswer[]) =>
  Object.entries(
    answers.reduce<Record<number, number>>(
      (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');

const ERROR_CODE_OF_STATUS: Record<number, string> = {
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

/** Every refusal in our error shape: a message, and the code that goes with its status. */
const errorShapeProblems = (answers: HttpAnswer[]) =>
  answers
    .filter(({ status }) => status >= 400)
    .flatMap((answer) => {
      let body: { message?: unknown; code?: string } = {};
      try {
        body = answer.json();
      } catch {
        // not JSON: reported below
      }
      const code = ERROR_CODE_OF_STATUS[answer.status] ?? body.code;
      return typeof body.message === 'string' &&
        (ERROR_CODES as readonly string[]).includes(body.code ?? '') &&
        body.code === code
        ? []
        : [`a ${answer.status} answered ${answer.body.toString().slice(0, 200)}`];
    })
    .slice(0, 3);

/** Exactly one `winner`, every other answer `loser`. */
const oneWinner = (answers: HttpAnswer[], winner: number, loser: number) =>
  answers.filter(({ status }) => status === winner).length === 1 &&
  answers.every(({ status }) => status === winner || status === loser)
    ? []
    : [`answers ${tally(answers)}: expected 1×${winner} ${answers.length - 1}×${loser}`];

/** Answer i is `expected(i)`. */
const answered = (answers: HttpAnswer[], expected: (i: number) => number) => {
  const wrong = answers
    .map(({ status }, i) => [i, status, expected(i)])
    .filter(([, status, wanted]) => status !== wanted);
  return wrong.length === 0
    ? []
    : [
        `answers ${tally(answers)}; [request, status, expected]: ${JSON.stringify(wrong.slice(0, 5))}`,
      ];
};

const same = (actual: unknown, expected: unknown, what: string) =>
  JSON.stringify(actual) === JSON.stringify(expected)
    ? []
    : [`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`];

describe('concurrency battery: 50 requests at once that conflict or miss', () => {
  it(`answers none with a 5xx, lets one win where one can, and keeps another tenant under ${OTHER_TENANT_WITHIN_MS} ms`, async ({
    task,
  }) => {
    // ----- two organizations ----------------------------------------------------------------------
    const a = await organizationWithAdmin(ctx.app);
    const admin = a.admin.token;
    const { branch, site } = await branchWithSite(ctx.app, admin);
    const worker = await workerOf(ctx.app, admin);
    const colleague = await workerOf(ctx.app, admin);
    const unit = await create(ctx.app, admin, '/api/storage-units', {
      name: 'Shelf',
      location: 'Yard',
      branchId: branch.id,
    });
    const bay = await create(ctx.app, admin, '/api/parking-locations', {
      name: 'Bay 1',
      branchId: branch.id,
    });

    const b = await organizationWithAdmin(ctx.app);
    const bPlace = await branchWithSite(ctx.app, b.admin.token);
    for (let i = 0; i < 10; i += 1)
      await create(ctx.app, b.admin.token, '/api/tools', {
        name: `B tool ${i}`,
        branchId: bPlace.branch.id,
      });
    const other: OtherTenant = { token: b.admin.token, path: '/api/tools' };

    const request = (method: string, path: string, token: string, body?: object): HttpRequest => ({
      method,
      path,
      token,
      json: body && JSON.stringify(body),
    });
    const ok = async (method: string, path: string, token: string, body?: object) => {
      const answer = await client.send(request(method, path, token, body));
      if (answer.status >= 300)
        throw new Error(`${method} ${path}: ${answer.status} ${answer.body.toString()}`);
    };
    let plates = 0;
    const newItem = async (kind: 'tools' | 'vehicles') =>
      kind === 'tools'
        ? (
            await create(ctx.app, admin, '/api/tools', {
              name: 'Drill',
              branchId: branch.id,
              siteId: site.id,
            })
          ).id
        : (
            await create(ctx.app, admin, '/api/vehicles', {
              make: 'VW',
              model: 'Crafter',
              year: 2022,
              licensePlate: `M-RC ${(plates += 1)}`,
              branchId: branch.id,
            })
          ).id;
    /** A new item handed to `holder`: pending their confirmation, confirmed, or given back already. */
    const handedTo = async (
      kind: 'tools' | 'vehicles',
      holder: Session,
      stage: 'pending' | 'confirmed' | 'returned',
    ) => {
      const id = await newItem(kind);
      await ok('POST', `/api/${kind}/${id}/status`, admin, {
        status: 'pending_confirmation',
        assignedUserId: holder.user.id,
        ...(kind === 'vehicles' ? { odometerReading: 1000 } : {}),
      });
      if (stage !== 'pending') await ok('POST', `/api/${kind}/${id}/confirm`, holder.token);
      if (stage === 'returned')
        await ok('POST', `/api/${kind}/${id}/return`, holder.token, giveBackBody(kind));
      return id;
    };
    const giveBackBody = (kind: string) =>
      kind === 'tools'
        ? { storageUnitId: unit.id }
        : { parkingLocationId: bay.id, odometerReading: 1200 };
    const logsOf = (kind: 'tools' | 'vehicles', id: number, action: string) =>
      kind === 'tools'
        ? count('tool_logs where tool_id = $1 and action = $2', [id, action])
        : count('vehicle_logs where vehicle_id = $1 and action = $2', [id, action]);

    // ----- racing and measuring ------------------------------------------------------------------
    const outcomes: Outcome[] = [];
    const race = async (route: string, label: string, prepare: () => Promise<Prepared>) => {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const { requests, verify } = await prepare();
        const { result: answers, figures } = await client.underProbe(other, () =>
          client.burst(requests),
        );
        const problems = [
          ...answers
            .filter(({ status }) => status >= 500)
            .slice(0, 1)
            .map(() => `5xx: ${tally(answers)}`),
          ...errorShapeProblems(answers),
          ...(await verify(answers)),
        ];
        outcomes.push({ route, label, attempt, answers, figures, problems });
        if (
          problems.length > 0 ||
          (figures.otherTenantMaxMs < OTHER_TENANT_WITHIN_MS &&
            figures.otherTenantFailures.length === 0)
        )
          return;
      }
    };
    const times = (request: HttpRequest) => Array.from({ length: AT_ONCE }, () => request);
    const alternating = (even: HttpRequest, odd: HttpRequest) =>
      Array.from({ length: AT_ONCE }, (_, i) => (i % 2 === 0 ? even : odd));

    try {
      // ----- a worker's confirm and return -------------------------------------------------------
      for (const kind of ['tools', 'vehicles'] as const) {
        const [inUse, confirmed, returned] =
          kind === 'tools'
            ? ['checked_out', 'status_change_to_checked_out', 'status_change_to_available']
            : ['in_use', 'status_change_to_in_use', 'status_change_to_available'];
        const confirm = (id: number) => request('POST', `/api/${kind}/${id}/confirm`, worker.token);
        const giveBack = (id: number) =>
          request('POST', `/api/${kind}/${id}/return`, worker.token, giveBackBody(kind));

        await race(`POST /api/${kind}/:id/confirm`, 'one item, all at once', async () => {
          const id = await handedTo(kind, worker, 'pending');
          return {
            requests: times(confirm(id)),
            verify: async (answers) => [
              ...oneWinner(answers, 200, 409),
              ...same(await logsOf(kind, id, confirmed), 1, 'confirmations logged'),
            ],
          };
        });
        // A colleague's (404, as if it did not exist) and one confirmed already (409), interleaved.
        await race(`POST /api/${kind}/:id/confirm`, "a colleague's and one done", async () => {
          const [theirs, done] = [
            await handedTo(kind, colleague, 'pending'),
            await handedTo(kind, worker, 'confirmed'),
          ];
          return {
            requests: alternating(confirm(theirs), confirm(done)),
            verify: async (answers) => [
              ...answered(answers, (i) => (i % 2 === 0 ? 404 : 409)),
              ...same(
                await logsOf(kind, theirs, confirmed),
                0,
                "confirmations of the colleague's logged",
              ),
            ],
          };
        });
        await race(`POST /api/${kind}/:id/return`, 'one item, all at once', async () => {
          const id = await handedTo(kind, worker, 'confirmed');
          return {
            requests: times(giveBack(id)),
            verify: async (answers) => [
              ...oneWinner(answers, 200, 409),
              ...same(await logsOf(kind, id, returned), 1, 'returns logged'),
            ],
          };
        });
        await race(`POST /api/${kind}/:id/return`, "a colleague's and one done", async () => {
          const [theirs, done] = [
            await handedTo(kind, colleague, 'confirmed'),
            await handedTo(kind, worker, 'returned'),
          ];
          return {
            requests: alternating(giveBack(theirs), giveBack(done)),
            verify: async (answers) => [
              ...answered(answers, (i) => (i % 2 === 0 ? 404 : 409)),
              ...same(
                (
                  await ctx.pool.query(
                    `select status, assigned_user_id from ${kind} where id = $1`,
                    [theirs],
                  )
                ).rows,
                [{ status: inUse, assigned_user_id: colleague.user.id }],
                "the colleague's",
              ),
              ...same(await logsOf(kind, theirs, returned), 0, "returns of the colleague's logged"),
            ],
          };
        });
      }

      // ----- status changes racing -----------------------------------------------------------------
      for (const [kind, move, action] of [
        ['tools', { status: 'maintenance' }, 'status_change_to_maintenance'],
        ['vehicles', { status: 'service', odometerReading: 5000 }, 'status_change_to_service'],
      ] as const) {
        await race(`POST /api/${kind}/:id/status`, 'the same move, all at once', async () => {
          const id = await newItem(kind);
          return {
            requests: times(request('POST', `/api/${kind}/${id}/status`, admin, move)),
            verify: async (answers) => [
              ...oneWinner(answers, 200, 409),
              ...same(await logsOf(kind, id, action), 1, 'moves logged'),
              ...same(
                await count('activity where entity_type = $1 and entity_id = $2 and action = $3', [
                  kind.slice(0, -1),
                  id,
                  action,
                ]),
                1,
                'moves in the activity log',
              ),
            ],
          };
        });
      }

      // ----- deletes racing --------------------------------------------------------------------------
      const doomed: Record<string, () => Promise<number>> = {
        tools: () => newItem('tools'),
        vehicles: () => newItem('vehicles'),
        branches: async () =>
          (await create(ctx.app, admin, '/api/branches', { name: 'Closed branch', address: 'x' }))
            .id,
        sites: async () =>
          (
            await create(ctx.app, admin, '/api/sites', {
              name: 'Finished site',
              address: 'x',
              branchId: branch.id,
            })
          ).id,
        'storage-units': async () =>
          (
            await create(ctx.app, admin, '/api/storage-units', {
              name: 'Old shelf',
              location: 'x',
              branchId: branch.id,
            })
          ).id,
        'parking-locations': async () =>
          (
            await create(ctx.app, admin, '/api/parking-locations', {
              name: 'Old bay',
              branchId: branch.id,
            })
          ).id,
        reports: async () =>
          (
            await create(ctx.app, worker.token, '/api/reports', {
              title: 'Draft',
              content: 'x',
              siteId: site.id,
              reportDate: '2026-11-20',
            })
          ).id,
        users: async () => (await workerOf(ctx.app, admin)).user.id,
      };
      const TABLES: Record<string, string> = {
        'storage-units': 'storage_units',
        'parking-locations': 'parking_locations',
      };
      for (const [path, make] of Object.entries(doomed)) {
        await race(`DELETE /api/${path}/:id`, 'the same record, all at once', async () => {
          const id = await make();
          const activityBefore = await count('activity where organization_id = $1', [
            a.organization.id,
          ]);
          return {
            requests: times(request('DELETE', `/api/${path}/${id}`, admin)),
            verify: async (answers) => [
              ...oneWinner(answers, 204, 404),
              ...same(await count(`${TABLES[path] ?? path} where id = $1`, [id]), 0, 'rows left'),
              // Every deletion is in the activity log, once.
              ...same(
                (await count('activity where organization_id = $1', [a.organization.id])) -
                  activityBefore,
                1,
                'deletions in the activity log',
              ),
            ],
          };
        });
      }

      // ----- AI notifications over the hourly limit ------------------------------------------------
      // Outbox mode (no SMTP_URL): nothing leaves the machine, and any recipient may be named.
      expect(ctx.config.smtpUrl).toBeUndefined();
      const limit = ctx.config.notificationsPerHour;
      await race('POST /api/ai/notify', `over the limit of ${limit} an hour`, async () => {
        // The limit is the organization's for the hour: each attempt is a new organization's.
        const sender = await organizationWithAdmin(ctx.app);
        const crew = await workerOf(ctx.app, sender.admin.token);
        const body = {
          prompt: 'Winter tyres go on this week.',
          recipients: [sender.admin.user.email, crew.user.email],
        };
        return {
          requests: times(request('POST', '/api/ai/notify', sender.admin.token, body)),
          verify: async (answers) => [
            ...same(
              answers.filter(({ status }) => status === 201).length,
              limit,
              `sent (${tally(answers)})`,
            ),
            ...same(
              answers.filter(({ status }) => status !== 201 && status !== 429).length,
              0,
              `neither sent nor refused for the limit (${tally(answers)})`,
            ),
            ...same(
              await count('notifications where organization_id = $1', [sender.organization.id]),
              limit,
              'notifications stored',
            ),
          ],
        };
      });
    } finally {
      console.log(
        [
          `concurrency battery, ${AT_ONCE} requests at once, in ms (a race run again shows each attempt). ${FIGURES_LEGEND}`,
          `${FIGURES_HEADER}  answers`,
          ...outcomes.map(
            (row) =>
              `${figuresRow(`${row.route} ${row.label}${row.attempt > 1 ? ` (attempt ${row.attempt})` : ''}`, '', row.figures)}  ${tally(row.answers)}`,
          ),
        ].join('\n'),
      );
      const finals = outcomes.filter(
        (row, i) =>
          !outcomes
            .slice(i + 1)
            .some((later) => later.route === row.route && later.label === row.label),
      );
      recordBattery(task, 'concurrency battery', {
        routes: new Set(finals.map((row) => row.route)).size,
        races: finals.length,
        requests: finals.length * AT_ONCE,
      });
    }

    // ----- the verdict: each race's last attempt -------------------------------------------------
    for (const [i, row] of outcomes.entries()) {
      if (
        outcomes
          .slice(i + 1)
          .some((later) => later.route === row.route && later.label === row.label)
      )
        continue;
      const name = `${row.route} ${row.label}`;
      expect.soft(row.problems.join('; '), name).toBe('');
      expect
        .soft(row.figures.otherTenantMaxMs, `${name}: another tenant's wait`)
        .toBeLessThan(OTHER_TENANT_WITHIN_MS);
      expect.soft(row.figures.otherTenantFailures, `${name}: another tenant's answers`).toEqual([]);
    }
  }, 300_000);
});
