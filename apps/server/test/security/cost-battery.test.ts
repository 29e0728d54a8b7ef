import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../src/modules/uploads/store-logo.js';
import {
  DAMAGE_IN_REPORT_MAX,
  DAMAGE_PHOTOS_IN_REPORT_MAX,
} from '../../src/modules/damage/damage-for-report.js';
import { hashToken } from '../../src/lib/tokens.js';
import type { TestContext } from '../support/test-app.js';
import { startListeningApp } from '../support/listening-app.js';
import { untilMachineIsQuiet } from '../support/quiet-machine.js';
import {
  branchWithSite,
  create,
  login,
  organizationWithAdmin,
  register,
  workerOf,
} from '../support/fixtures.js';
import { isStreamingRoute } from '../support/populated-organization.js';
import { superadmin } from '../support/superadmin.js';
import { recordBattery } from '../support/battery.js';
import {
  BOOKING_ITEMS_MAX,
  BOOKING_WINDOW_DAYS_MAX,
  DAMAGE_DESCRIPTION_MAX,
  DAMAGE_PHOTO_MAX_BYTES,
  DAMAGE_PHOTOS_MAX,
  IMPORT_KINDS,
  IMPORT_MAX_ROWS,
  LABEL_FORMATS,
  LABEL_SHEET_ITEMS_MAX,
  labelSheetItemsMax,
  NOTICE_READ_IDS_MAX,
  NOTICES_PAGE_MAX,
} from '@toolyard/shared';
import { largestImports } from '../support/largest-imports.js';
import { fillOrganization } from '../support/busy-organization.js';
import { DUE_AT_SCALE, fillDueAtScale } from '../support/due-at-scale.js';
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
import {
  CHANGE_PASSWORD_SCHEMA,
  changePasswordBody,
  emailOf,
  fieldsNotAtMaximum,
  largestLogos,
  LIST_LIMIT,
  LOGIN_SCHEMA,
  loginBody,
  MAX_LENGTHS,
  maxBodies,
  RECIPIENTS_MAX,
  searchText,
  SHAPES,
  text,
  kilobytes,
  longestAccepted,
  usernameOf,
  type MaxReferences,
  type Shape,
} from '../support/max-bodies.js';

/*
 * The cost battery (docs/security.md): every route, driven with its largest valid input, answers
 * within 2 s, while another tenant's small request (sent every 50 ms) is answered within 250 ms and
 * the event loop never stands still for 100 ms. The server listens on a real port and the requests
 * come from a client thread (support/load-probe.ts says why); the calling organization is in full
 * use (support/busy-organization.ts), so lists have pages to serve.
 *
 * Each case is prepared outside the measurement (a body serialized, a record to delete made) and
 * can be prepared again: the machine is shared, and a case that misses a time limit is measured
 * again, up to three times — a cost of the route's own misses every time, another process taking
 * the cores does not (the table shows every attempt, and the server thread's time waiting for a
 * CPU). A wrong status, or an answer five times too slow, is never retried.
 */
const ANSWER_WITHIN_MS = 2_000;
const OTHER_TENANT_WITHIN_MS = 250;
const LOOP_DELAY_BELOW_MS = 100;
const ATTEMPTS = 3;
const MAX_PIXELS = 40_000_000;
const OK = [200, 201, 204];

let ctx: TestContext;
let client: LoadClient;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, client, close } = await startListeningApp());
});
afterAll(() => close());

type Kind = 'body' | 'list' | 'file' | 'call';
type Case = {
  route: string;
  label?: string;
  kind?: Kind;
  /** The request, made ready before the clock starts; called again for each attempt. */
  prepare: () => HttpRequest | Promise<HttpRequest>;
  expected?: number[];
  /** Runs after every attempt (bookkeeping, such as a changed password). */
  onAnswer?: (answer: HttpAnswer, request: HttpRequest) => void;
};
type Measured = {
  route: string;
  label: string;
  kind: Kind;
  attempt: number;
  status: number;
  expected: number[];
  figures: ProbeFigures;
};

const withinLimits = (figures: ProbeFigures) =>
  figures.workMs < ANSWER_WITHIN_MS &&
  figures.otherTenantMaxMs < OTHER_TENANT_WITHIN_MS &&
  figures.loopDelayMaxMs < LOOP_DELAY_BELOW_MS &&
  figures.otherTenantFailures.length === 0;

const json = (
  method: string,
  path: string,
  token: string | undefined,
  body: object,
): HttpRequest => ({ method, path, token, json: JSON.stringify(body) });
const plain = (method: string, path: string, token?: string): HttpRequest => ({
  method,
  path,
  token,
});

describe('cost battery: the largest valid input of every route', () => {
  it(`answers within ${ANSWER_WITHIN_MS} ms while another tenant waits under ${OTHER_TENANT_WITHIN_MS} ms and the event loop under ${LOOP_DELAY_BELOW_MS} ms`, async ({
    task,
  }) => {
    const measured: Measured[] = [];
    const tag = `c${process.pid}`;
    let serial = 0;
    const fresh = () => `${tag}n${(serial += 1)}`;

    // ----- the organizations -------------------------------------------------------------------
    const platform = await superadmin(ctx.app, ctx.db);
    const a = await organizationWithAdmin(ctx.app, {
      name: text(MAX_LENGTHS.organizationName, 'spaced', 'A '),
      contactEmail: emailOf(MAX_LENGTHS.text, `${tag}office`),
      address: text(MAX_LENGTHS.address, 'spaced'),
    });
    const worker = await workerOf(ctx.app, a.admin.token, {
      username: usernameOf(`${tag}w`),
      email: emailOf(MAX_LENGTHS.text, `${tag}w`),
      firstName: text(MAX_LENGTHS.name, 'spaced'),
      lastName: text(MAX_LENGTHS.name, 'unbroken'),
    });
    const recipients = Array.from({ length: RECIPIENTS_MAX }, (_, i) =>
      emailOf(MAX_LENGTHS.recipient, `${tag}r${i}`),
    );
    const busy = await fillOrganization(ctx.pool, {
      organizationId: a.organization.id,
      adminId: a.admin.user.id,
      workerId: worker.user.id,
      recipients,
      tag,
    });

    const b = await organizationWithAdmin(ctx.app);
    const bPlace = await branchWithSite(ctx.app, b.admin.token);
    for (let i = 0; i < 10; i += 1)
      await create(ctx.app, b.admin.token, '/api/tools', {
        name: `B tool ${i}`,
        branchId: bPlace.branch.id,
      });
    const other: OtherTenant = { token: b.admin.token, path: '/api/tools' };

    const admin = a.admin.token;
    const mine = worker.token;
    const orgId = a.organization.id;
    const refs: MaxReferences = {
      organizationId: orgId,
      branchId: busy.branchIds[0]!,
      siteId: busy.siteIds[0]!,
      managerId: a.admin.user.id,
      workerId: worker.user.id,
      storageUnitId: busy.storageUnitIds[0]!,
      parkingLocationId: busy.parkingIds[0]!,
      toolId: busy.busyToolId,
      vehicleId: busy.busyVehicleId,
      logoUrl: '',
      recipients,
    };
    /** The largest bodies; `unique` for the values that must be (usernames, e-mail addresses). */
    const bodies = (shape: Shape, unique = `${tag}${shape[0]}`) => maxBodies(refs, shape, unique);

    // ----- measuring ----------------------------------------------------------------------------
    const drive = async ({
      route,
      label = '',
      kind = 'call',
      prepare,
      expected = OK,
      onAnswer,
    }: Case) => {
      let answer: HttpAnswer | undefined;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const request = await prepare();
        // A case measured again is measured on a quiet machine: what else ran is not its cost.
        if (attempt > 1) await untilMachineIsQuiet();
        const { result, figures } = await client.underProbe(other, () => client.send(request));
        onAnswer?.(result, request);
        measured.push({ route, label, kind, attempt, status: result.status, expected, figures });
        answer = result;
        // A wrong status is the route's, and so is an answer five times too slow: neither is noise.
        if (
          !expected.includes(result.status) ||
          withinLimits(figures) ||
          figures.workMs > 5 * ANSWER_WITHIN_MS
        )
          break;
      }
      return answer!;
    };
    const call = (
      route: string,
      label = '',
      token: string | undefined = admin,
      path = route.split(' ')[1]!,
      expected = OK,
    ) => drive({ route, label, prepare: () => plain(route.split(' ')[0]!, path, token), expected });
    const write = (
      route: string,
      label: string,
      path: string,
      token: string | undefined,
      body: () => object,
      expected = OK,
    ) =>
      drive({
        route,
        label,
        kind: 'body',
        prepare: () => json(route.split(' ')[0]!, path, token, body()),
        expected,
      });
    const idOf = (answer: HttpAnswer, what: string) => {
      if (answer.status >= 300)
        throw new Error(`${what}: ${answer.status} ${answer.body.toString().slice(0, 300)}`);
      return answer.json<{ id: number }>().id;
    };

    /**
     * A list endpoint's largest answers: the whole list (the spec's plain GET), the largest page
     * and the one after it, and a search at the longest length, with and without spaces.
     */
    const lists = async (route: string, token = admin, extra = '') => {
      const path = route.split(' ')[1]!;
      const query = (parts: string) => `${path}?${[parts, extra].filter(Boolean).join('&')}`;
      const get = (label: string, url: string) =>
        drive({ route, label, kind: 'list', prepare: () => plain('GET', url, token) });
      await get('whole list', query(''));
      const first = await get(`page of ${LIST_LIMIT}`, query(`limit=${LIST_LIMIT}`));
      const cursor =
        first.status === 200 ? first.json<{ nextCursor: string | null }>().nextCursor : null;
      if (cursor)
        await get(
          `next page of ${LIST_LIMIT}`,
          query(`limit=${LIST_LIMIT}&cursor=${encodeURIComponent(cursor)}`),
        );
      for (const shape of SHAPES) {
        const search = `search=${encodeURIComponent(searchText(shape))}`;
        await get(`page of ${LIST_LIMIT}, search ${shape}`, query(`limit=${LIST_LIMIT}&${search}`));
        await get(`whole list, search ${shape}`, query(search));
      }
    };

    /** The next record of `table` in the given state that no case has used yet. */
    const used = new Set<string>();
    const next = async (table: 'tools' | 'vehicles', where: string, values: unknown[]) => {
      const { rows } = await ctx.pool.query<{ id: number }>(
        `select id from ${table} where organization_id = $1 and ${where} order by id`,
        [orgId, ...values],
      );
      const row = rows.find(
        ({ id }) =>
          !used.has(`${table}:${id}`) && id !== busy.busyToolId && id !== busy.busyVehicleId,
      );
      if (!row) throw new Error(`no ${table} left where ${where}`);
      used.add(`${table}:${row.id}`);
      return row.id;
    };

    // Every route must have a case, but GET /api/events: a stream that answers until the client
    // hangs up has no answer time (test/events covers its session, role and tenant rules).
    const inventory = ctx.app.routeInventory
      .filter((route) => !isStreamingRoute(route))
      .map((route) => `${route.method} ${route.url}`);
    const covered = () => new Set(measured.map((row) => row.route));
    /** Each case's verdict is its last attempt. */
    const finals = () =>
      measured.filter(
        (row, i) =>
          !measured
            .slice(i + 1)
            .some((later) => later.route === row.route && later.label === row.label),
      );

    try {
      // ----- public, sign-up and sign-in -------------------------------------------------------
      await call('GET /api/health', 'no session', '');
      await call('GET /api/ready', 'no session', '');
      await call('GET /api/config/public', 'no session', '');

      const newcomers: Record<
        Shape,
        { token: string; userId: number; email: string; username: string; password: string }
      > = {} as never;
      for (const shape of SHAPES) {
        await drive({
          route: 'POST /api/auth/register',
          label: shape,
          kind: 'body',
          prepare: () =>
            json(
              'POST',
              '/api/auth/register',
              undefined,
              bodies(shape, fresh())['POST /api/auth/register']!.body,
            ),
          onAnswer: (answer, request) => {
            if (answer.status !== 201) return;
            const { token, user } = answer.json<{
              token: string;
              user: { id: number; email: string };
            }>();
            const sent = JSON.parse(request.json!) as { username: string; password: string };
            newcomers[shape] = {
              token,
              userId: user.id,
              email: user.email,
              username: sent.username,
              password: sent.password,
            };
          },
        });
      }
      // Fields a schema takes without a maximum (an ignored role or userId, a month list whose
      // repetitions collapse), grown as far as the schema and the body limit allow.
      const grown = (route: string, field: string, unit: string, unique?: string) =>
        longestAccepted(bodies('spaced', unique)[route]!, field, unit);
      await write(
        'POST /api/auth/register',
        `ignored role, ${kilobytes(grown('POST /api/auth/register', 'role', 'org_admin '))}`,
        '/api/auth/register',
        undefined,
        () => grown('POST /api/auth/register', 'role', 'org_admin ', fresh()),
      );
      for (const shape of SHAPES) {
        await write('POST /api/auth/login', shape, '/api/auth/login', undefined, () =>
          loginBody(newcomers[shape].username, newcomers[shape].password),
        );
      }
      await write(
        'POST /api/auth/login',
        'unknown user, 255 characters: 401',
        '/api/auth/login',
        undefined,
        () =>
          loginBody(text(MAX_LENGTHS.text, 'unbroken', tag), text(MAX_LENGTHS.password, 'spaced')),
        [401],
      );
      for (const shape of SHAPES) {
        const newcomer = newcomers[shape];
        await drive({
          route: 'POST /api/auth/change-password',
          label: shape,
          kind: 'body',
          prepare: () =>
            json(
              'POST',
              '/api/auth/change-password',
              newcomer.token,
              changePasswordBody(newcomer.password, shape, fresh()),
            ),
          onAnswer: (answer, request) => {
            if (answer.status !== 200) return;
            newcomer.token = answer.json<{ token: string }>().token;
            newcomer.password = (JSON.parse(request.json!) as { newPassword: string }).newPassword;
          },
        });
      }
      // Without a mail server there is nothing to verify (409). A link's token at its longest: one
      // as if it had been mailed (only its hash is stored), and an unknown one.
      const verifying = newcomers.spaced;
      await call(
        'POST /api/auth/verify-email/request',
        'outbox mode: nothing to verify, 409',
        verifying.token,
        undefined,
        [409],
      );
      await drive({
        route: 'POST /api/auth/verify-email',
        label: 'a mailed link',
        kind: 'body',
        prepare: async () => {
          const token = text(MAX_LENGTHS.verificationToken, 'unbroken', fresh());
          await ctx.pool.query(
            `insert into email_verifications (token_hash, user_id, email, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
            [hashToken(token), verifying.userId, verifying.email],
          );
          return json('POST', '/api/auth/verify-email', undefined, { token });
        },
      });
      await write(
        'POST /api/auth/verify-email',
        'an unknown link, spaced: 400',
        '/api/auth/verify-email',
        undefined,
        () => ({ token: text(MAX_LENGTHS.verificationToken, 'spaced') }),
        [400],
      );
      // An imported worker's invitation link (decision 0059) at its longest, with the longest
      // password: a worker of its own each time, made as an import makes them (no password yet).
      await drive({
        route: 'POST /api/auth/invitation',
        label: 'an invitation link, the longest password',
        kind: 'body',
        prepare: async () => {
          const token = text(MAX_LENGTHS.verificationToken, 'unbroken', fresh());
          const name = `invited${fresh()}`.slice(0, MAX_LENGTHS.username);
          await ctx.pool.query(
            `with invited as (
               insert into users (username, email, password_hash, first_name, last_name, role, organization_id)
               select $2::text, $2::text || '@example.com', '!invited', 'In', 'Vited', 'worker', organization_id
               from users where id = $3 returning id, email)
             insert into invitations (token_hash, user_id, email, expires_at)
             select $1, id, email, now() + interval '1 day' from invited`,
            [hashToken(token), name, verifying.userId],
          );
          return json('POST', '/api/auth/invitation', undefined, {
            token,
            password: text(MAX_LENGTHS.password, 'spaced', fresh()),
          });
        },
      });

      // ----- logos -------------------------------------------------------------------------------
      for (const logo of await largestLogos(LOGO_MAX_BYTES, MAX_PIXELS)) {
        const answer = await drive({
          route: 'POST /api/upload/logo',
          label: logo.label,
          kind: 'file',
          prepare: () => ({
            method: 'POST',
            path: '/api/upload/logo',
            token: admin,
            file: { field: 'logo', filename: 'logo.png', type: 'image/png', bytes: logo.bytes },
          }),
        });
        if (answer.status !== 201) throw new Error(`logo upload: ${answer.status}`);
        refs.logoUrl = answer.json<{ url: string }>().url;
        // Logos are served outside /api (no session): not in the inventory, measured all the same.
        await drive({
          route: 'GET /uploads/logos/:name',
          label: `the stored ${logo.label}`,
          kind: 'file',
          prepare: () => plain('GET', refs.logoUrl),
        });
      }

      // ----- organizations -------------------------------------------------------------------------
      for (const shape of SHAPES) {
        await drive({
          route: 'POST /api/setup/organization',
          label: shape,
          kind: 'body',
          // Each attempt needs an org admin without an organization.
          prepare: async () =>
            json(
              'POST',
              '/api/setup/organization',
              (await register(ctx.app)).token,
              bodies(shape, fresh())['POST /api/setup/organization']!.body,
            ),
        });
      }
      const MONTHS = ',11, 12,1';
      await drive({
        route: 'POST /api/setup/organization',
        label: `month list, ${kilobytes(grown('POST /api/setup/organization', 'winterMonths', MONTHS))}`,
        kind: 'body',
        prepare: async () =>
          json(
            'POST',
            '/api/setup/organization',
            (await register(ctx.app)).token,
            grown('POST /api/setup/organization', 'winterMonths', MONTHS, fresh()),
          ),
      });
      for (const shape of SHAPES) {
        await write(
          'PUT /api/organizations/:id',
          shape,
          `/api/organizations/${orgId}`,
          admin,
          () => bodies(shape)['PUT /api/organizations/:id']!.body,
        );
      }
      const months = grown('PUT /api/organizations/:id', 'winterMonths', MONTHS);
      await write(
        'PUT /api/organizations/:id',
        `month list, ${kilobytes(months)}`,
        `/api/organizations/${orgId}`,
        admin,
        () => months,
      );
      await call('GET /api/organizations', 'superadmin: all', platform.token);
      await call('GET /api/organizations/my-organization');
      await call('GET /api/organizations/:id', '', admin, `/api/organizations/${orgId}`);
      for (const path of ['branches', 'sites', 'tools', 'vehicles', 'storage-units']) {
        await call(
          `GET /api/${path}/count`,
          '',
          admin,
          `/api/${path}/count?organizationId=${orgId}`,
        );
      }

      // ----- users ---------------------------------------------------------------------------------
      const people: number[] = [];
      for (const shape of SHAPES) {
        people.push(
          idOf(
            await write(
              'POST /api/users',
              shape,
              '/api/users',
              admin,
              () => bodies(shape, fresh())['POST /api/users']!.body,
            ),
            'create user',
          ),
        );
      }
      for (const [i, shape] of SHAPES.entries()) {
        await write(
          'PUT /api/users/:id',
          shape,
          `/api/users/${people[i]}`,
          admin,
          () => bodies(shape, fresh())['PUT /api/users/:id']!.body,
        );
      }
      await lists('GET /api/users');
      await lists('GET /api/users/workers', admin, `organizationId=${orgId}`);

      // ----- places ----------------------------------------------------------------------------------
      for (const path of ['branches', 'sites', 'storage-units', 'parking-locations']) {
        const made: number[] = [];
        for (const shape of SHAPES) {
          made.push(
            idOf(
              await write(
                `POST /api/${path}`,
                shape,
                `/api/${path}`,
                admin,
                () => bodies(shape)[`POST /api/${path}`]!.body,
              ),
              `create ${path}`,
            ),
          );
        }
        for (const [i, shape] of SHAPES.entries()) {
          await write(
            `PUT /api/${path}/:id`,
            shape,
            `/api/${path}/${made[i]}`,
            admin,
            () => bodies(shape)[`PUT /api/${path}/:id`]!.body,
          );
        }
        await lists(`GET /api/${path}`);
      }
      // The item pages: the busiest record of each kind.
      for (const [path, id] of [
        ['sites', busy.siteIds[0]!],
        ['tools', busy.busyToolId],
        ['vehicles', busy.busyVehicleId],
        ['storage-units', busy.fullStorageUnitId],
      ] as const) {
        await call(`GET /api/${path}/:id`, 'the busiest', admin, `/api/${path}/${id}`);
      }
      await call(
        'GET /api/storage-units/:id/tools',
        'the full shelf',
        admin,
        `/api/storage-units/${busy.fullStorageUnitId}/tools`,
      );
      // A scanned label: the busiest tool's code, written the way a person types it.
      const { rows: labelled } = await ctx.pool.query<{ code: string }>(
        'select label_code as code from tools where id = $1',
        [busy.busyToolId],
      );
      await call(
        'GET /api/labels/:code',
        'lower case, no dash',
        admin,
        `/api/labels/${labelled[0]!.code.replace('-', '').toLowerCase()}`,
      );

      // ----- tools and vehicles ------------------------------------------------------------------
      for (const [kind, logs] of [
        ['tools', 'tool-logs'],
        ['vehicles', 'vehicle-logs'],
      ] as const) {
        for (const shape of SHAPES) {
          await write(
            `POST /api/${kind}`,
            shape,
            `/api/${kind}`,
            admin,
            () => bodies(shape)[`POST /api/${kind}`]!.body,
          );
        }
        // Available ones take the moves (tools of the first branch: the bodies name its site).
        const idle = () =>
          kind === 'tools'
            ? next(kind, `status = 'available' and branch_id = $2`, [refs.branchId])
            : next(kind, `status = 'available'`, []);
        for (const shape of SHAPES) {
          await drive({
            route: `PUT /api/${kind}/:id`,
            label: `${shape}, with a status change`,
            kind: 'body',
            prepare: async () =>
              json(
                'PUT',
                `/api/${kind}/${await idle()}`,
                admin,
                bodies(shape)[`PUT /api/${kind}/:id`]!.body,
              ),
          });
          await drive({
            route: `POST /api/${kind}/:id/status`,
            label: `${shape}, assign to worker`,
            kind: 'body',
            prepare: async () =>
              json(
                'POST',
                `/api/${kind}/${await idle()}/status`,
                admin,
                bodies(shape)[`POST /api/${kind}/:id/status`]!.body,
              ),
          });
        }
        for (const shape of SHAPES) {
          await write(
            `POST /api/${logs}`,
            shape,
            `/api/${logs}`,
            admin,
            () => bodies(shape)[`POST /api/${logs}`]!.body,
          );
        }
        const logged = grown(`POST /api/${logs}`, 'userId', 'x');
        await write(
          `POST /api/${logs}`,
          `ignored userId, ${kilobytes(logged)}`,
          `/api/${logs}`,
          admin,
          () => logged,
        );
        await call(
          `GET /api/${kind}/:id/logs`,
          'a long history',
          admin,
          `/api/${kind}/${kind === 'tools' ? busy.busyToolId : busy.busyVehicleId}/logs`,
        );
        await lists(`GET /api/${kind}`);
      }
      const longSearch = encodeURIComponent(searchText('spaced'));
      await call(
        'GET /api/tools',
        'page of 200, status and search',
        admin,
        `/api/tools?limit=${LIST_LIMIT}&status=available&search=${longSearch}`,
      );
      await call(
        'GET /api/vehicles',
        'page of 200, status, tires and search',
        admin,
        `/api/vehicles?limit=${LIST_LIMIT}&status=available&tireType=winter&search=${longSearch}`,
      );
      await call(
        'GET /api/vehicles/tire-alert',
        'a busy fleet on summer tyres',
        admin,
        '/api/vehicles/tire-alert?tireType=summer&season=winter-2026',
      );
      // New tyres on the vehicle with the longest history; the tyre alert dismissed.
      for (const shape of SHAPES) {
        await write(
          'POST /api/vehicles/:id/tires',
          shape,
          `/api/vehicles/${busy.busyVehicleId}/tires`,
          admin,
          () => bodies(shape)['POST /api/vehicles/:id/tires']!.body,
        );
        await write(
          'PUT /api/vehicles/tire-alert/dismissal',
          shape,
          '/api/vehicles/tire-alert/dismissal',
          admin,
          () => bodies(shape)['PUT /api/vehicles/tire-alert/dismissal']!.body,
        );
      }

      // Maintenance done (decision 0046) on the busiest tool and vehicle; their histories; two
      // years of costs.
      for (const shape of SHAPES) {
        await write(
          'POST /api/tools/:id/maintenance',
          shape,
          `/api/tools/${busy.busyToolId}/maintenance`,
          admin,
          () => bodies(shape)['POST /api/tools/:id/maintenance']!.body,
        );
        await write(
          'POST /api/vehicles/:id/maintenance',
          shape,
          `/api/vehicles/${busy.busyVehicleId}/maintenance`,
          admin,
          () => bodies(shape)['POST /api/vehicles/:id/maintenance']!.body,
        );
      }
      await call(
        'GET /api/tools/:id/maintenance',
        'the busiest tool',
        admin,
        `/api/tools/${busy.busyToolId}/maintenance`,
      );
      await call(
        'GET /api/vehicles/:id/maintenance',
        'the busiest vehicle',
        admin,
        `/api/vehicles/${busy.busyVehicleId}/maintenance`,
      );
      await call(
        'GET /api/maintenance-costs',
        'two years',
        admin,
        `/api/maintenance-costs?from=${new Date().getFullYear() - 1}-01&to=${new Date().getFullYear()}-12`,
      );

      // ----- the worker's own ----------------------------------------------------------------------
      for (const route of [
        'GET /api/tools/assigned',
        'GET /api/tools/pending',
        'GET /api/vehicles/assigned',
        'GET /api/vehicles/pending',
        'GET /api/storage-units/available',
        'GET /api/parking-locations/available',
      ]) {
        await call(route, 'worker', mine);
      }
      for (const [kind, inUse] of [
        ['tools', 'checked_out'],
        ['vehicles', 'in_use'],
      ] as const) {
        const held = (status: string) =>
          next(kind, 'status = $2 and assigned_user_id = $3', [status, worker.user.id]);
        await drive({
          route: `POST /api/${kind}/:id/confirm`,
          prepare: async () =>
            plain('POST', `/api/${kind}/${await held('pending_confirmation')}/confirm`, mine),
        });
        for (const shape of SHAPES) {
          await drive({
            route: `POST /api/${kind}/:id/return`,
            label: shape,
            kind: 'body',
            prepare: async () =>
              json(
                'POST',
                `/api/${kind}/${await held(inUse)}/return`,
                mine,
                bodies(shape)[`POST /api/${kind}/:id/return`]!.body,
              ),
          });
        }
      }

      // ----- damage (decision 0045): the most and largest photos, the list, a photo, the PDF -----
      // A report's photos at the most bytes (noise) and at the most pixels, three of each; the
      // worker reports on a tool they hold, at its site.
      const damagedTool = await next('tools', 'status = $2 and assigned_user_id = $3', [
        'checked_out',
        worker.user.id,
      ]);
      const damagePhotosLargest = await largestLogos(DAMAGE_PHOTO_MAX_BYTES, MAX_PIXELS);
      const damageForm = (bytes: Uint8Array, shape: Shape): HttpRequest => ({
        method: 'POST',
        path: '/api/damage-reports',
        token: mine,
        form: {
          fields: {
            kind: 'tool',
            itemId: String(damagedTool),
            description: text(DAMAGE_DESCRIPTION_MAX, shape),
          },
          files: Array.from({ length: DAMAGE_PHOTOS_MAX }, (_, i) => ({
            field: 'photos',
            filename: `damage-${i}.png`,
            type: 'image/png',
            bytes,
          })),
        },
      });
      for (const [i, photo] of damagePhotosLargest.entries()) {
        await drive({
          route: 'POST /api/damage-reports',
          label: `${DAMAGE_PHOTOS_MAX} × ${photo.label}`,
          kind: 'file',
          prepare: () => damageForm(photo.bytes, SHAPES[i % SHAPES.length]!),
        });
      }
      // More reports than a PDF prints, each with the heaviest photos (noise), made beforehand.
      const noisy = damagePhotosLargest[0]!.bytes;
      for (let i = 0; i < DAMAGE_IN_REPORT_MAX; i += 1) {
        const answer = await client.send(damageForm(noisy, 'unbroken'));
        if (answer.status !== 201) throw new Error(`damage report: ${answer.status}`);
      }
      await call(
        'GET /api/damage-reports',
        `a tool's ${DAMAGE_IN_REPORT_MAX + 3} reports`,
        admin,
        `/api/damage-reports?toolId=${damagedTool}`,
      );
      const { rows: heaviest } = await ctx.pool.query<{ id: number; site_id: number }>(
        `select p.id, r.site_id from damage_photos p join damage_reports r on r.id = p.damage_report_id
         where r.tool_id = $1 order by length(p.image) desc limit 1`,
        [damagedTool],
      );
      await call(
        'GET /api/damage-photos/:id',
        'the heaviest photo',
        admin,
        `/api/damage-photos/${heaviest[0]!.id}`,
      );
      // The day's report at the tool's site: the longest text, then the most damage and photos.
      const { rows: zone } = await ctx.pool.query<{ time_zone: string }>(
        'select time_zone from organizations where id = $1',
        [orgId],
      );
      const damageDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone[0]!.time_zone }).format(
        new Date(),
      );
      const damageReport = idOf(
        await client.send(
          json('POST', '/api/reports', mine, {
            ...bodies('unbroken')['POST /api/reports']!.body,
            siteId: heaviest[0]!.site_id,
            reportDate: damageDay,
          }),
        ),
        'report on the damage day',
      );
      await drive({
        route: 'GET /api/reports/:id/download',
        label: `PDF, ${DAMAGE_IN_REPORT_MAX} damage reports, ${DAMAGE_PHOTOS_IN_REPORT_MAX} photos`,
        kind: 'file',
        prepare: () => plain('GET', `/api/reports/${damageReport}/download`, admin),
      });

      // ----- a scan session's bulk action: the most items, each through its write -----
      // Each attempt hands out as many fresh tools of the first branch as a request may name
      // (made before the clock starts): check-out with worker and site, the most checks per item.
      const freshTools = async (count: number) =>
        (
          await ctx.pool.query<{ id: number }>(
            `insert into tools (organization_id, branch_id, name, status)
             select $1, $2, 'Bulk drill ' || i, 'available' from generate_series(1, $3) i returning id`,
            [orgId, refs.branchId, count],
          )
        ).rows.map(({ id }) => ({ kind: 'tool', id }));
      for (const shape of SHAPES) {
        const largest = bodies(shape)['POST /api/bulk-actions']!.body;
        await drive({
          route: 'POST /api/bulk-actions',
          label: `${shape}, ${(largest.items as unknown[]).length} tools checked out`,
          kind: 'body',
          prepare: async () =>
            json('POST', '/api/bulk-actions', admin, {
              ...largest,
              items: await freshTools((largest.items as unknown[]).length),
            }),
          // Every item done: a refusal would be cheaper than the write it stands for.
          onAnswer: (answer) => {
            if (answer.status !== 200) return;
            const { results } = answer.json<{ results: Array<{ outcome: string }> }>();
            const refused = results.filter((result) => result.outcome !== 'done');
            if (refused.length > 0) throw new Error(`bulk action: ${refused.length} refused`);
          },
        });
      }

      // ----- reservations: the largest booking, refused and made; the list over the widest window -----
      const bookings: number[] = [];
      for (const shape of SHAPES) {
        const largest = bodies(shape)['POST /api/reservations']!.body;
        const count = (largest.items as unknown[]).length;
        const booked = await drive({
          route: 'POST /api/reservations',
          label: `${shape}, ${count} tools`,
          kind: 'body',
          // Fresh tools each attempt: a repeated booking of the same ones would be refused.
          prepare: async () =>
            json('POST', '/api/reservations', admin, {
              ...largest,
              items: await freshTools(count),
            }),
        });
        const booking = idOf(booked, 'booking');
        bookings.push(booking);
        // The same range over the items it holds: every one in the way, each looked up and named.
        const { rows: held } = await ctx.pool.query<{ id: number }>(
          'select tool_id as id from reservation_items where reservation_id = $1 order by id',
          [booking],
        );
        const items = held.map(({ id }) => ({ kind: 'tool', id }));
        await drive({
          route: 'POST /api/reservations',
          label: `${shape}, ${count} tools, every one in the way`,
          kind: 'body',
          prepare: () => json('POST', '/api/reservations', admin, { ...largest, items }),
          expected: [409],
        });
      }
      // The widest window a list or an availability question may cover, to the millisecond.
      const windowStart = Date.now();
      const window = `from=${encodeURIComponent(new Date(windowStart).toISOString())}&to=${encodeURIComponent(
        new Date(windowStart + BOOKING_WINDOW_DAYS_MAX * 86_400_000).toISOString(),
      )}`;
      const booked = await ctx.pool.query<{ id: number }>(
        'select tool_id as id from reservation_items where reservation_id = $1',
        [bookings[0]],
      );
      await call(
        'GET /api/reservations/availability',
        `${BOOKING_ITEMS_MAX} booked tools, ${BOOKING_WINDOW_DAYS_MAX} days`,
        admin,
        `/api/reservations/availability?items=${booked.rows.map(({ id }) => `tool:${id}`).join(',')}&${window}`,
      );
      await call(
        'GET /api/reservations/:id',
        `${BOOKING_ITEMS_MAX} tools`,
        admin,
        `/api/reservations/${bookings[0]}`,
      );
      await call(
        'GET /api/reservations',
        `${BOOKING_WINDOW_DAYS_MAX} days, page of ${LIST_LIMIT}`,
        admin,
        `/api/reservations?${window}&limit=${LIST_LIMIT}`,
      );
      await call(
        'POST /api/reservations/:id/cancel',
        `${BOOKING_ITEMS_MAX} tools`,
        admin,
        `/api/reservations/${bookings[0]}/cancel`,
      );

      // ----- reports ---------------------------------------------------------------------------------
      const reports: number[] = [];
      for (const shape of SHAPES) {
        reports.push(
          idOf(
            await write(
              'POST /api/reports',
              shape,
              '/api/reports',
              mine,
              () => bodies(shape)['POST /api/reports']!.body,
            ),
            'create report',
          ),
        );
      }
      // The largest report sent with the longest Idempotency-Key, then repeated: the key claimed
      // and the largest answer kept, then that answer given again without running (decision 0031).
      const longestKey = `${'~ '.repeat(127)}k`;
      for (const label of ['longest Idempotency-Key', 'repeated with it: the kept answer']) {
        await drive({
          route: 'POST /api/reports',
          label,
          kind: 'body',
          prepare: () => ({
            ...json('POST', '/api/reports', mine, bodies('unbroken')['POST /api/reports']!.body),
            headers: { 'idempotency-key': longestKey },
          }),
        });
      }
      const reported = grown('POST /api/reports', 'userId', 'x');
      await write(
        'POST /api/reports',
        `ignored userId, ${kilobytes(reported)}`,
        '/api/reports',
        mine,
        () => reported,
      );
      for (const [i, shape] of SHAPES.entries()) {
        await write(
          'PUT /api/reports/:id',
          shape,
          `/api/reports/${reports[i]}`,
          mine,
          () => bodies(shape)['PUT /api/reports/:id']!.body,
        );
        await call('GET /api/reports/:id', shape, admin, `/api/reports/${reports[i]}`);
      }
      const rewritten = grown('PUT /api/reports/:id', 'userId', 'x');
      await write(
        'PUT /api/reports/:id',
        `ignored userId, ${kilobytes(rewritten)}`,
        `/api/reports/${reports[0]}`,
        mine,
        () => rewritten,
      );
      await call('GET /api/reports/recent');
      await lists('GET /api/reports');
      for (const [i, shape] of SHAPES.entries()) {
        await drive({
          route: 'GET /api/reports/:id/download',
          label: `PDF, ${MAX_LENGTHS.reportContent.toLocaleString('en')} characters ${shape}`,
          kind: 'file',
          prepare: () => plain('GET', `/api/reports/${reports[i]}/download`, admin),
        });
      }

      // ----- dashboard and AI ----------------------------------------------------------------------
      for (const route of [
        'GET /api/tools/summary',
        'GET /api/vehicles/summary',
        'GET /api/tools/recent',
        'GET /api/vehicles/recent',
        'GET /api/dashboard/stats',
        'GET /api/dashboard/due',
        'GET /api/activity',
        'GET /api/ai/status',
      ]) {
        await call(route);
      }
      for (const shape of SHAPES) {
        await write(
          'POST /api/ai/preview',
          shape,
          '/api/ai/preview',
          admin,
          () => bodies(shape)['POST /api/ai/preview']!.body,
        );
        await write(
          'POST /api/ai/notify',
          `${shape}, edited message`,
          '/api/ai/notify',
          admin,
          () => bodies(shape)['POST /api/ai/notify']!.body,
        );
      }
      await write(
        'POST /api/ai/notify',
        'written by the template writer',
        '/api/ai/notify',
        admin,
        () => {
          const { message: _written, ...unwritten } = bodies('spaced')['POST /api/ai/notify']!.body;
          return unwritten;
        },
      );
      await call('GET /api/ai/messages', '', admin, `/api/ai/messages?organizationId=${orgId}`);
      // The platform's outbound mail (decision 0054): the superadmin's log, its largest page, and
      // the summary of the last day.
      await call('GET /api/mail-log', 'a page of 200', platform.token, '/api/mail-log?limit=200');
      await call('GET /api/mail-log/summary', 'last 24 hours', platform.token);
      // The platform's backups (decision 0065): what BACKUP_DIR holds, and "back up now", which a
      // database at DATABASE_URL refuses (test/backups covers the queued answer).
      await call('GET /api/backups', 'the backup folder', platform.token);
      await call(
        'POST /api/backups',
        'not the embedded database',
        platform.token,
        '/api/backups',
        [409],
      );

      // ----- the bell's notices: a year of daily digests and damage reports ----------
      const NOTICES = 20_000;
      await ctx.pool.query(
        `insert into notices (organization_id, user_id, kind, entity_type, entity_id, values)
         select $1, $2, case when n % 2 = 0 then 'due_digest' else 'damage_reported' end,
           case when n % 2 = 0 then null else 'tool' end, case when n % 2 = 0 then null else $3::int end,
           case when n % 2 = 0 then '{"overdue": 12, "dueSoon": 40}'::jsonb
             else jsonb_build_object('item', repeat('x', 255), 'reporter', repeat('y', 201)) end
         from generate_series(1, $4::int) as n`,
        [orgId, a.admin.user.id, busy.busyToolId, NOTICES],
      );
      const many = `${NOTICES.toLocaleString('en')} unread`;
      await call(
        'GET /api/notices',
        `page of ${NOTICES_PAGE_MAX} of ${many}`,
        admin,
        `/api/notices?limit=${NOTICES_PAGE_MAX}`,
      );
      await call(
        'GET /api/notices',
        `the oldest page of ${many}`,
        admin,
        `/api/notices?limit=${NOTICES_PAGE_MAX}&before=${NOTICES_PAGE_MAX}`,
      );
      await call('GET /api/notices/unread-count', many);
      await call('GET /api/notices', 'none', mine);
      for (const shape of SHAPES) {
        await write(
          'PUT /api/notices/language',
          shape,
          '/api/notices/language',
          admin,
          () => bodies(shape)['PUT /api/notices/language']!.body,
        );
      }
      await write(
        'POST /api/notices/read',
        `${NOTICE_READ_IDS_MAX} ids of ${many}`,
        '/api/notices/read',
        admin,
        () => bodies('spaced')['POST /api/notices/read']!.body,
      );
      await write(
        'POST /api/notices/read',
        `all of ${many}`,
        '/api/notices/read',
        admin,
        () => ({}),
      );

      // ----- sessions ----------------------------------------------------------------------------
      await call('GET /api/auth/me');
      await call(
        'POST /api/auth/impersonate/:id',
        'superadmin as the worker',
        platform.token,
        `/api/auth/impersonate/${worker.user.id}`,
      );
      const newcomer = newcomers.unbroken;
      await drive({
        route: 'POST /api/auth/logout',
        label: 'a session of its own',
        prepare: async () =>
          plain(
            'POST',
            '/api/auth/logout',
            (await login(ctx.app, newcomer.username, newcomer.password)).token,
          ),
      });

      // ----- exports: the whole list and the longest search, as CSV and XLSX ----------
      for (const path of [
        'tools',
        'vehicles',
        'reports',
        'storage-units',
        'parking-locations',
        'sites',
        'branches',
        'users',
        'users/workers',
      ]) {
        const route = `GET /api/${path}/export`;
        for (const format of ['csv', 'xlsx']) {
          const base = `/api/${path}/export?format=${format}${path === 'users/workers' ? `&organizationId=${orgId}` : ''}`;
          await drive({
            route,
            label: `${format}, whole list`,
            kind: 'file',
            prepare: () => plain('GET', base, admin),
          });
          await drive({
            route,
            label: `${format}, search spaced`,
            kind: 'file',
            prepare: () =>
              plain('GET', `${base}&search=${encodeURIComponent(searchText('spaced'))}`, admin),
          });
        }
      }

      // The notification history (one organization's) and the superadmin's organizations.
      for (const format of ['csv', 'xlsx']) {
        await drive({
          route: 'GET /api/ai/messages/export',
          label: `${format}, whole history`,
          kind: 'file',
          prepare: () =>
            plain('GET', `/api/ai/messages/export?format=${format}&organizationId=${orgId}`, admin),
        });
        const organizationsBase = `/api/organizations/export?format=${format}`;
        await drive({
          route: 'GET /api/organizations/export',
          label: `${format}, whole list`,
          kind: 'file',
          prepare: () => plain('GET', organizationsBase, platform.token),
        });
        await drive({
          route: 'GET /api/organizations/export',
          label: `${format}, search spaced`,
          kind: 'file',
          prepare: () =>
            plain(
              'GET',
              `${organizationsBase}&search=${encodeURIComponent(searchText('spaced'))}`,
              platform.token,
            ),
        });
      }

      // ----- imports: the largest file, its preview and run, templates ------------------
      for (const kind of IMPORT_KINDS) {
        for (const format of ['csv', 'xlsx']) {
          await drive({
            route: 'GET /api/imports/template',
            label: `${kind}, ${format}`,
            kind: 'file',
            prepare: () =>
              plain('GET', `/api/imports/template?kind=${kind}&format=${format}`, admin),
          });
        }
      }
      const branchName = (
        await ctx.pool.query<{ name: string }>('select name from branches where id = $1', [
          refs.branchId,
        ])
      ).rows[0]!.name;
      const largest = await largestImports(branchName, tag);
      const stagedImports: Array<{ id: number; mapping: object }> = [];
      for (const file of largest) {
        // An attempt measured again first cancels the upload it staged: an organization keeps
        // only a few uploads waiting (decision 0053).
        let stagedBefore: number | undefined;
        const answer = await drive({
          route: 'POST /api/imports',
          label: file.label,
          kind: 'file',
          prepare: async () => {
            if (stagedBefore !== undefined)
              await client.send(plain('DELETE', `/api/imports/${stagedBefore}`, admin));
            stagedBefore = undefined;
            return {
              method: 'POST',
              path: '/api/imports?kind=tools',
              token: admin,
              file: { field: 'file', filename: file.name, type: file.type, bytes: file.bytes },
            };
          },
          onAnswer: (result) => {
            if (result.status === 201) stagedBefore = result.json<{ id: number }>().id;
          },
        });
        const staged = answer.json<{ id: number; mapping: object }>();
        if (answer.status !== 201) throw new Error(`import upload: ${answer.status}`);
        stagedImports.push(staged);
      }
      const [toRun, toCancel] = stagedImports as [
        (typeof stagedImports)[number],
        (typeof stagedImports)[number],
      ];
      await drive({
        route: 'POST /api/imports/:id/preview',
        label: `${IMPORT_MAX_ROWS.toLocaleString('en')} rows`,
        kind: 'body',
        prepare: () =>
          json('POST', `/api/imports/${toRun.id}/preview`, admin, { mapping: toRun.mapping }),
      });
      await drive({
        route: 'POST /api/imports/:id/run',
        label: `${IMPORT_MAX_ROWS.toLocaleString('en')} rows, started`,
        kind: 'body',
        prepare: () =>
          json('POST', `/api/imports/${toRun.id}/run`, admin, { mapping: toRun.mapping }),
        expected: [202],
      });
      await call('GET /api/imports/:id', 'while it runs', admin, `/api/imports/${toRun.id}`);
      // The run goes on in the background: the next cases measure with it running, as in use.
      await call(
        'DELETE /api/imports/:id',
        `${IMPORT_MAX_ROWS.toLocaleString('en')} staged rows`,
        admin,
        `/api/imports/${toCancel.id}`,
        [204],
      );
      for (;;) {
        const { rows } = await ctx.pool.query<{ state: string }>(
          'select state from imports where id = $1',
          [toRun.id],
        );
        if (rows[0]?.state !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }

      // ----- label sheets: the most labels a file holds, with serial numbers as bars --
      // The imported tools (names and serial numbers at their longest) and the busy ones.
      const { rows: toLabel } = await ctx.pool.query<{ id: number }>(
        'select id from tools where organization_id = $1 order by id desc limit $2',
        [orgId, LABEL_SHEET_ITEMS_MAX],
      );
      for (const format of LABEL_FORMATS) {
        const ids = toLabel.slice(0, labelSheetItemsMax(format)).map(({ id }) => id);
        await drive({
          route: 'POST /api/labels/sheets',
          label: `${ids.length.toLocaleString('en')} tools, ${format}`,
          kind: 'file',
          prepare: () =>
            json('POST', '/api/labels/sheets', admin, {
              kind: 'tool',
              format,
              ids,
              serialBarcode: true,
            }),
        });
      }

      // ----- deletes, last: each of a record made for it ------------------------------------------
      const doomed: Record<string, () => Promise<number>> = {
        reports: async () =>
          (await create(ctx.app, mine, '/api/reports', bodies('spaced')['POST /api/reports']!.body))
            .id,
        users: async () =>
          (
            await create(
              ctx.app,
              admin,
              '/api/users',
              bodies('spaced', fresh())['POST /api/users']!.body,
            )
          ).id,
      };
      for (const path of [
        'reports',
        'tools',
        'vehicles',
        'storage-units',
        'parking-locations',
        'sites',
        'branches',
        'users',
      ]) {
        const make =
          doomed[path] ??
          (async () =>
            (
              await create(
                ctx.app,
                admin,
                `/api/${path}`,
                bodies('spaced')[`POST /api/${path}`]!.body,
              )
            ).id);
        await drive({
          route: `DELETE /api/${path}/:id`,
          prepare: async () => plain('DELETE', `/api/${path}/${await make()}`, admin),
        });
      }
    } finally {
      console.log(
        [
          `cost battery, in ms (a case measured again shows each attempt). ${FIGURES_LEGEND}`,
          FIGURES_HEADER,
          ...measured.map((row) =>
            figuresRow(
              `${row.route} ${row.label}${row.attempt > 1 ? ` (attempt ${row.attempt})` : ''}`.trim(),
              row.status,
              row.figures,
            ),
          ),
        ].join('\n'),
      );
      const cases = finals();
      recordBattery(task, 'cost battery', {
        routes: inventory.filter((route) => covered().has(route)).length,
        bodies: cases.filter((row) => row.kind === 'body').length,
        'list queries': cases.filter((row) => row.kind === 'list').length,
        'files up and down': cases.filter((row) => row.kind === 'file').length,
      });
    }

    // ----- the verdict -----------------------------------------------------------------------------
    expect(
      inventory.filter((route) => !covered().has(route)),
      'routes the battery does not drive',
    ).toEqual([]);
    for (const row of finals()) {
      const name = `${row.route} ${row.label}`.trim();
      expect.soft(row.expected, `${name}: status`).toContain(row.status);
      expect.soft(row.figures.workMs, `${name}: answer time`).toBeLessThan(ANSWER_WITHIN_MS);
      expect
        .soft(row.figures.otherTenantMaxMs, `${name}: another tenant's wait`)
        .toBeLessThan(OTHER_TENANT_WITHIN_MS);
      expect
        .soft(row.figures.loopDelayMaxMs, `${name}: event-loop delay`)
        .toBeLessThan(LOOP_DELAY_BELOW_MS);
      expect.soft(row.figures.otherTenantFailures, `${name}: another tenant's answers`).toEqual([]);
    }
  }, 900_000);

  /*
   * Decision 0047: what is due, in an organization larger than the benchmark's. The dashboard's
   * widget (and the daily digest, on the same code) counts and orders every tool and vehicle of
   * the organization by the due rule, and the lists filter by it. A row's state must cost a few
   * column reads: with its organization's settings read 20 to 40 times per row (scalar
   * subqueries), the widget took 2 to 5 s here and 6.5 s on the benchmark's PostgreSQL. It is on
   * every admin's dashboard and in every digest, so it has a budget of its own, well inside the
   * 2 s rule; the due-filtered lists keep the rule.
   */
  const DUE_WIDGET_WITHIN_MS = 750;

  it(`answers what is due among ${DUE_AT_SCALE.tools.toLocaleString('en')} tools and ${DUE_AT_SCALE.vehicles.toLocaleString('en')} vehicles within ${DUE_WIDGET_WITHIN_MS} ms (the widget) and ${ANSWER_WITHIN_MS} ms (the lists), another tenant under ${OTHER_TENANT_WITHIN_MS} ms`, async () => {
    const large = await organizationWithAdmin(ctx.app);
    const place = await branchWithSite(ctx.app, large.admin.token);
    await fillDueAtScale(ctx.pool, {
      organizationId: large.organization.id,
      branchId: place.branch.id,
      userId: large.admin.user.id,
    });
    const b = await organizationWithAdmin(ctx.app);
    const bPlace = await branchWithSite(ctx.app, b.admin.token);
    await create(ctx.app, b.admin.token, '/api/tools', {
      name: 'B tool',
      branchId: bPlace.branch.id,
    });
    const other: OtherTenant = { token: b.admin.token, path: '/api/tools' };

    const WIDGET = '/api/dashboard/due';
    const limitOf = (path: string) => (path === WIDGET ? DUE_WIDGET_WITHIN_MS : ANSWER_WITHIN_MS);
    const paths = [
      WIDGET,
      ...['tools', 'vehicles'].flatMap((list) =>
        ['overdue', 'due_soon'].flatMap((due) => [
          `/api/${list}?due=${due}&limit=${LIST_LIMIT}`,
          `/api/${list}?due=${due}`,
        ]),
      ),
      `/api/tools?due=due_soon&limit=${LIST_LIMIT}&sort=nextMaintenance`,
      `/api/vehicles?due=due_soon&limit=${LIST_LIMIT}&sort=nextService`,
    ];
    const rows: Array<{ path: string; attempt: number; status: number; figures: ProbeFigures }> =
      [];
    const answers = new Map<string, HttpAnswer>();
    for (const path of paths) {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const { result, figures } = await client.underProbe(other, () =>
          client.send(plain('GET', path, large.admin.token)),
        );
        rows.push({ path, attempt, status: result.status, figures });
        answers.set(path, result);
        if (
          result.status !== 200 ||
          (withinLimits(figures) && figures.workMs < limitOf(path)) ||
          figures.workMs > 5 * ANSWER_WITHIN_MS
        )
          break;
      }
    }
    console.log(
      [
        `cost battery, what is due at scale, in ms. ${FIGURES_LEGEND}`,
        FIGURES_HEADER,
        ...rows.map((row) =>
          figuresRow(
            `GET ${row.path}${row.attempt > 1 ? ` (attempt ${row.attempt})` : ''}`,
            row.status,
            row.figures,
          ),
        ),
      ].join('\n'),
    );

    // The same answers as the rule says: the widget counts what the lists' filters find, and the
    // tools' by their dates alone (the organization's day in its own zone).
    const due = answers.get(WIDGET)!.json<{
      overdue: { tools: number; vehicles: number };
      dueSoon: { tools: number; vehicles: number };
      items: unknown[];
    }>();
    const {
      rows: [byDate],
    } = await ctx.pool.query<{ overdue: number; due_soon: number }>(
      `select count(*) filter (where next_maintenance_date < today)::int as overdue,
              count(*) filter (where next_maintenance_date between today and today + due_soon_days)::int as due_soon
       from tools, (select (now() at time zone time_zone)::date as today, due_soon_days
                    from organizations where id = $1) as organization
       where organization_id = $1`,
      [large.organization.id],
    );
    expect(due.overdue.tools).toBe(byDate!.overdue);
    expect(due.dueSoon.tools).toBe(byDate!.due_soon);
    const totalOf = async (list: string, state: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/${list}?due=${state}&limit=1`,
          headers: { authorization: `Bearer ${large.admin.token}` },
        })
      ).json<{ total: number }>().total;
    expect(due.overdue.tools).toBe(await totalOf('tools', 'overdue'));
    expect(due.dueSoon.tools).toBe(await totalOf('tools', 'due_soon'));
    expect(due.overdue.vehicles).toBe(await totalOf('vehicles', 'overdue'));
    expect(due.dueSoon.vehicles).toBe(await totalOf('vehicles', 'due_soon'));
    expect(due.items.length).toBeGreaterThan(0);

    const finals = rows.filter(
      (row, i) => !rows.slice(i + 1).some((later) => later.path === row.path),
    );
    for (const row of finals) {
      expect.soft(row.status, `${row.path}: status`).toBe(200);
      expect.soft(row.figures.workMs, `${row.path}: answer time`).toBeLessThan(limitOf(row.path));
      expect
        .soft(row.figures.otherTenantMaxMs, `${row.path}: another tenant's wait`)
        .toBeLessThan(OTHER_TENANT_WITHIN_MS);
      expect
        .soft(row.figures.loopDelayMaxMs, `${row.path}: event-loop delay`)
        .toBeLessThan(LOOP_DELAY_BELOW_MS);
    }
  }, 600_000);

  it('drives every write with a body that is the largest its schema accepts', () => {
    const refs: MaxReferences = {
      organizationId: 1,
      branchId: 1,
      siteId: 1,
      managerId: 1,
      workerId: 1,
      storageUnitId: 1,
      parkingLocationId: 1,
      toolId: 1,
      vehicleId: 1,
      logoUrl: '/uploads/logos/00000000-0000-4000-8000-000000000000.png',
      recipients: Array.from({ length: RECIPIENTS_MAX }, (_, i) =>
        emailOf(MAX_LENGTHS.recipient, `r${i}`),
      ),
    };
    for (const shape of SHAPES) {
      for (const [route, maxBody] of Object.entries(maxBodies(refs, shape, 'x'))) {
        expect(fieldsNotAtMaximum(maxBody), `${route} ${shape}`).toEqual([]);
      }
      // A sign-in's username is an existing account's, at most as long as a username can be.
      expect(
        fieldsNotAtMaximum(
          {
            schema: LOGIN_SCHEMA,
            body: loginBody(usernameOf('x'), text(MAX_LENGTHS.password, shape)),
          },
          ['username'],
        ),
      ).toEqual([]);
      expect(
        fieldsNotAtMaximum({
          schema: CHANGE_PASSWORD_SCHEMA,
          body: changePasswordBody(text(MAX_LENGTHS.password, shape), shape, 'x'),
        }),
      ).toEqual([]);
    }
    // Every JSON write of the inventory has a largest body here, or is driven with one of its own.
    const drivenOtherwise = new Set([
      // No body.
      'POST /api/auth/logout',
      'POST /api/auth/impersonate/:id',
      'POST /api/tools/:id/confirm',
      'POST /api/vehicles/:id/confirm',
      'POST /api/auth/verify-email/request',
      'POST /api/backups',
      'POST /api/reservations/:id/cancel',
      // A multipart file, an account's own credentials, a 200-character token.
      'POST /api/upload/logo',
      'POST /api/damage-reports',
      'POST /api/imports',
      // A mapping of a staged file's columns: driven with the largest file's, every field mapped.
      'POST /api/imports/:id/preview',
      'POST /api/imports/:id/run',
      'POST /api/auth/login',
      'POST /api/auth/change-password',
      'POST /api/auth/verify-email',
      'POST /api/auth/invitation',
      // The most labels a file holds: as many real tools' ids, driven with the imported tools.
      'POST /api/labels/sheets',
    ]);
    const known = new Set(Object.keys(maxBodies(refs, 'spaced', 'x')));
    const writes = ctx.app.routeInventory
      .filter((route) => route.method === 'POST' || route.method === 'PUT')
      .map((route) => `${route.method} ${route.url}`);
    expect(writes.filter((route) => !known.has(route) && !drivenOtherwise.has(route))).toEqual([]);
  });
});
