import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_ADMIN, BENCH_ORG_NAME, MARKER_DOMAIN } from '../common/bench-org.js';
import { describeDatabase, openBenchDatabase } from '../common/database.js';
import { repoRoot } from '../common/paths.js';
import { authHeaders, signIn } from './api.js';
import { buildProduct } from './build.js';
import { analyzeBundle, gzipOfLoadedScripts } from './bundle.js';
import { measureBulk } from './bulk.js';
import { allCpus, canPin, LOAD_CPU, pinSelf, SERVER_CPU } from './cpu-pinning.js';
import { captureDashboardSql, DASHBOARD_CALLS, measureDashboard } from './dashboard.js';
import { measureExport } from './export.js';
import { measureGrowth, NO_MATCH, oneMatchOf } from './growth.js';
import { scaledSession, type ScaledSession } from './scaled-org.js';
import { measureImport } from './import.js';
import { explainAll, formatPlans, scansOf, toolsTrigramIndexIn } from './explain.js';
import { measureLighthouse } from './lighthouse.js';
import { lighthouseTargets } from './lighthouse-sessions.js';
import { measureRepeatVisit } from './repeat-visit.js';
import { answerBytes, measureLoad, CONNECTIONS } from './load.js';
import { options } from './options.js';
import { residentMegabytes, type RunningProcess } from './processes.js';
import type { Results } from './results.js';
import { tableRows } from './rows.js';
import { startBareServer, startProductServer } from './servers.js';
import { measureSse } from './sse.js';
import { printTable } from './table.js';
import {
  authContextOf,
  cursorAtRow,
  DEEP_ROW,
  searchPageName,
  toolPages,
  toolPageSql,
  toolPageUrl,
  toolSearchSql,
} from './tool-queries.js';

/**
 * `npm run bench`: the issue's figures for the seeded data, each beside its target and the
 * baseline measured in the same run. Targets inform, they do not fail the command: it exits 0
 * unless a part of the run broke (that part's row then says why).
 */

const PLANS_FILE = path.join(repoRoot, 'bench/results/plans.txt');

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const results: Results = { searches: options.searches.map((term) => ({ term })), errors: {} };

/** Runs one part; a failure is recorded for its row and the run goes on with the next part. */
const part = async (key: string, title: string, work: () => Promise<void>) => {
  if (options.only.length > 0 && !options.only.includes(key)) return;
  const started = performance.now();
  console.log(`▸ ${title}`);
  try {
    await work();
    console.log(`  done (${seconds(started)})`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.errors[key] = message.split('\n')[0]!.slice(0, 120);
    process.exitCode = 1;
    console.error(`  failed: ${message}`);
  }
};

const main = async () => {
  const started = performance.now();
  // The load average says how busy the machine was: other work on it shows in every figure.
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  console.log(
    `Toolyard bench — ${new Date().toISOString()}, ${os.availableParallelism()} CPUs, Node ${process.version}, load average ${load()}`,
  );
  console.log(
    canPin
      ? `  servers on CPU ${SERVER_CPU}, load generator on CPU ${LOAD_CPU} (taskset); ${options.runs} runs of ${options.seconds} s, ${CONNECTIONS} connections`
      : `  no CPU pinning (taskset missing or one CPU); ${options.runs} runs of ${options.seconds} s, ${CONNECTIONS} connections`,
  );

  if (options.build) {
    const buildStarted = performance.now();
    buildProduct();
    console.log(`▸ npm run build (${seconds(buildStarted)})`);
  }

  // Before pinning: the embedded database is our child and would inherit the load generator's CPU.
  const database = await openBenchDatabase();
  console.log(`▸ database: ${describeDatabase(database)}`);
  const running: RunningProcess[] = [];
  try {
    const org = await database.pool.query<{ id: number; tool_id: number | null }>(
      `select o.id, (select id from tools where organization_id = o.id and status = 'available' order by id limit 1) as tool_id
       from organizations o where o.name = $1 and o.contact_email like $2`,
      [BENCH_ORG_NAME, `%@${MARKER_DOMAIN}`],
    );
    if (!org.rows[0])
      throw new Error(`${BENCH_ORG_NAME} is not in this database: run npm run seed:bench first.`);
    const sseToolId = org.rows[0].tool_id;
    const benchOrganizationId = org.rows[0].id;

    pinSelf(String(LOAD_CPU));
    const server = await startProductServer('server A', database.url, SERVER_CPU);
    running.push(server);
    results.rss = { atStart: residentMegabytes(server.pid) };
    const session = await signIn(server.url, BENCH_ADMIN.username, BENCH_ADMIN.password);
    const auth = authContextOf(session.user);
    // The organization at BENCH_SCALE times the size, when seeded: the growth table and the large export.
    const scaled: ScaledSession | undefined = await scaledSession(database.pool, server.url);

    await part(
      'growth',
      scaled
        ? `the same requests at ${scaled.scale} times the data, one connection, ${options.seconds} s each`
        : 'growth: no scaled organization in this database (npm run seed:bench with BENCH_SCALE=10)',
      async () => {
        if (!scaled)
          throw new Error(
            'not seeded: BENCH_SCALE=10 npm run seed:bench, then the bench with the same BENCH_SCALE',
          );
        results.growth = await measureGrowth(
          database.pool,
          { session, organizationId: benchOrganizationId },
          { session: scaled.session, organizationId: scaled.organizationId },
          scaled.scale,
          options.seconds,
        );
      },
    );

    let deepCursor: string | undefined;
    await part(
      'list',
      `tools list: page 1, the page at row ${DEEP_ROW.toLocaleString('en')} and searches, product vs bare endpoint`,
      async () => {
        deepCursor = await cursorAtRow(session, DEEP_ROW);
        const pages = toolPages(deepCursor, options.searches);
        const bare = await startBareServer(
          database.url,
          SERVER_CPU,
          await toolPageSql(database.pool, auth, pages),
        );
        running.push(bare);
        // Product and bare endpoint side by side for each page, so they take turns in every round.
        const measured = ['first', 'deep', ...options.searches.map(searchPageName)];
        const targets = measured.flatMap((name) => [
          {
            label: name,
            url: `${server.url}${toolPageUrl(pages[name]!)}`,
            headers: authHeaders(session),
          },
          { label: `bare ${name}`, url: `${bare.url}/q/${encodeURIComponent(name)}` },
        ]);
        const figures = await measureLoad(targets, options);
        const product = (name: string) => figures[measured.indexOf(name) * 2]!;
        const baseline = (name: string) => figures[measured.indexOf(name) * 2 + 1]!;
        results.list = {
          first: product('first'),
          firstBare: baseline('first'),
          deep: product('deep'),
          deepBare: baseline('deep'),
        };
        // Most of what the product spends beside the SQL is sending more bytes (the product's rows
        // carry names and nested objects, the bare endpoint bare arrays): shown beside the ratio.
        results.pageBytes = {
          product: await answerBytes(targets[0]!),
          bare: await answerBytes(targets[1]!),
        };
        for (const search of results.searches) {
          search.product = product(searchPageName(search.term));
          search.bare = baseline(searchPageName(search.term));
        }
        await bare.stop();
      },
    );

    let dashboardSql: Awaited<ReturnType<typeof captureDashboardSql>> = {};
    await part(
      'dashboard',
      `dashboard: ${DASHBOARD_CALLS.length} calls at once, over HTTP and as bare SQL`,
      async () => {
        dashboardSql = await captureDashboardSql(database.pool, session.token);
        results.dashboard = {
          ...(await measureDashboard(session, database.pool, dashboardSql, options.runs)),
          calls: DASHBOARD_CALLS.length,
        };
      },
    );
    results.rss.afterLoad = residentMegabytes(server.pid);

    await part('sse', 'live events across two server processes', async () => {
      if (sseToolId === null) throw new Error('no available tool to move');
      results.sse = await measureSse(database.url, session, sseToolId, options.runs);
    });

    await part(
      'export',
      `export of the whole tools list as CSV and XLSX${scaled ? `, and the ×${scaled.scale} organization's` : ''}`,
      async () => {
        results.export = await measureExport(session, server.pid, scaled);
      },
    );

    await part('import', 'import of 10,000 tools from a CSV file', async () => {
      results.import = await measureImport(session, database.pool);
    });

    await part('bulk', 'a bulk action on 100 and 200 tools', async () => {
      results.bulk = await measureBulk(session, database.pool, options.runs);
    });

    await part(
      'plans',
      `EXPLAIN (ANALYZE, BUFFERS) → ${path.relative(repoRoot, PLANS_FILE)}`,
      async () => {
        const pages = toolPages(
          deepCursor ?? (await cursorAtRow(session, DEEP_ROW)),
          options.searches,
        );
        // Every search both ways, at both sizes when the scaled organization is seeded.
        const searchesAt = async (organizationId: number, caller: typeof auth, prefix: string) =>
          toolSearchSql(
            database.pool,
            caller,
            [...options.searches, await oneMatchOf(database.pool, organizationId), NO_MATCH],
            prefix,
          );
        // The dashboard's statements at both sizes too (the due widget's kept counts among them).
        const dashboardAt = async (token: string, prefix: string) =>
          Object.fromEntries(
            Object.entries(await captureDashboardSql(database.pool, token)).map(([name, query]) => [
              `${prefix}${name}`,
              query,
            ]),
          );
        const queries = {
          ...(await toolPageSql(database.pool, auth, pages)),
          ...(Object.keys(dashboardSql).length > 0
            ? dashboardSql
            : await dashboardAt(session.token, '')),
          ...(scaled ? await dashboardAt(scaled.session.token, `×${scaled.scale} `) : {}),
          ...(await searchesAt(benchOrganizationId, auth, '')),
          ...(scaled
            ? await searchesAt(
                scaled.organizationId,
                authContextOf(scaled.session.user),
                `×${scaled.scale} `,
              )
            : {}),
        };
        const plans = await explainAll(database.pool, queries);
        for (const search of results.searches) {
          const plan = plans[searchPageName(search.term)]!;
          search.plan = {
            trigramIndex: toolsTrigramIndexIn(plan) ?? null,
            scans: scansOf(plan, 'tools'),
          };
        }
        fs.mkdirSync(path.dirname(PLANS_FILE), { recursive: true });
        fs.writeFileSync(
          PLANS_FILE,
          `-- ${new Date().toISOString()}, ${describeDatabase(database)}\n\n${formatPlans(plans, queries)}`,
        );
      },
    );

    await part('bundle', 'bundle sizes from apps/web/dist', async () => {
      results.bundle = analyzeBundle();
    });

    if (options.lighthouse) {
      // Chrome gets both CPUs, as a phone's browser has the device to itself.
      pinSelf(allCpus());
      await part(
        'lighthouse',
        `Lighthouse (mobile), /auth, a worker's /my-stuff and /organization-dashboard, ${options.runs} runs each`,
        async () => {
          results.lighthouse = await measureLighthouse(
            server.url,
            await lighthouseTargets(database.pool, server.url, session),
            options.runs,
          );
          results.dashboardScripts = gzipOfLoadedScripts(results.lighthouse.dashboard.scriptUrls);
        },
      );
      await part(
        'repeat-visit',
        `a repeat visit of /auth without network (service worker, CPU 4× slower), ${options.runs} runs`,
        async () => {
          results.repeatVisit = await measureRepeatVisit(server.url, options.runs);
        },
      );
    }
  } finally {
    for (const child of running.reverse()) await child.stop().catch(() => undefined);
    await database.close();
  }

  console.log(
    `\nResults (${BENCH_ORG_NAME}; each figure the median of ${options.runs} runs; total ${seconds(started)}; load average now ${load()}):\n`,
  );
  printTable(tableRows(results));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
