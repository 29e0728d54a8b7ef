import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Result as Lhr } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { BENCH_ADMIN } from '../common/bench-org.js';
import { describeDatabase, openBenchDatabase } from '../common/database.js';
import { repoRoot } from '../common/paths.js';
import { signIn } from '../run/api.js';
import { buildProduct } from '../run/build.js';
import { allCpus, LOAD_CPU, pinSelf, SERVER_CPU } from '../run/cpu-pinning.js';
import {
  CHROME_PATH,
  runLighthouse,
  signInBrowser,
  type LighthousePage,
} from '../run/lighthouse.js';
import { lighthouseTargets } from '../run/lighthouse-sessions.js';
import type { RunningProcess } from '../run/processes.js';
import { startProductServer } from '../run/servers.js';
import { diagnoseRun, type RunDiagnosis } from './analyse.js';
import { printPageReport } from './report.js';
import { hasSourceMaps } from './source-maps.js';
import type { Trace } from './trace-events.js';

/**
 * `npm run bench:diagnose`: where a page's total blocking time goes. Lighthouse as the bench runs
 * it, with V8's CPU profiler in the trace; every main-thread task after first contentful paint is
 * listed with what it did (style, layout, script) and, through the web build's source maps, which
 * of our files and which packages its script time was spent in. The Lighthouse reports and
 * traces are kept in bench/results/diagnose (a trace opens in Chrome DevTools' Performance panel).
 */

const PAGES = (process.env.DIAGNOSE_PAGES ?? 'myStuff,dashboard')
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean) as LighthousePage[];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const OUT = path.join(repoRoot, 'bench/results/diagnose');
const PROFILER = 'disabled-by-default-v8.cpu_profiler';

const keptFile = (page: LighthousePage, run: number, kind: 'lhr' | 'trace') =>
  path.join(OUT, `${page}.${run}.${kind}.json`);

const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** `DIAGNOSE_KEPT=1`: the report again from the runs kept in bench/results/diagnose, no new runs. */
const reportKept = () => {
  for (const page of PAGES) {
    const runs: RunDiagnosis[] = [];
    for (let run = 1; fs.existsSync(keptFile(page, run, 'trace')); run += 1)
      runs.push(
        diagnoseRun(
          readJson<Lhr>(keptFile(page, run, 'lhr')),
          readJson<Trace>(keptFile(page, run, 'trace')),
        ),
      );
    if (runs.length === 0) throw new Error(`no kept runs of ${page} in ${OUT}`);
    printPageReport(page, runs);
  }
};

const main = async () => {
  if (process.env.DIAGNOSE_KEPT === '1') return reportKept();
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('▸ building with source maps beside the scripts');
    // The shipped build, with the web app's source maps beside its scripts (vite.config.ts).
    buildProduct({ TOOLYARD_SOURCEMAP: 'hidden' });
  }
  if (!hasSourceMaps())
    console.warn('  apps/web/dist has no source maps: script time shows by built file only');
  fs.mkdirSync(OUT, { recursive: true });

  const database = await openBenchDatabase();
  console.log(`▸ database: ${describeDatabase(database)}`);
  const running: RunningProcess[] = [];
  try {
    pinSelf(String(LOAD_CPU));
    const server = await startProductServer('server', database.url, SERVER_CPU);
    running.push(server);
    const admin = await signIn(server.url, BENCH_ADMIN.username, BENCH_ADMIN.password);
    const targets = await lighthouseTargets(database.pool, server.url, admin);
    // Chrome gets both CPUs, as in the bench.
    pinSelf(allCpus());
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox'],
    });
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      for (const page of PAGES) {
        const { path: pagePath, session } = targets[page];
        const runs: RunDiagnosis[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          if (session) await signInBrowser(browser, session);
          const result = await runLighthouse(
            `${server.url}${pagePath}`,
            chrome.port,
            session !== null,
            PROFILER,
          );
          const trace = result.artifacts.Trace as unknown as Trace;
          fs.writeFileSync(keptFile(page, run, 'lhr'), JSON.stringify(result.lhr));
          fs.writeFileSync(keptFile(page, run, 'trace'), JSON.stringify(trace));
          runs.push(diagnoseRun(result.lhr, trace));
          console.log(`  ${page} run ${run}: TBT ${Math.round(runs.at(-1)!.tbt)} ms`);
        }
        printPageReport(page, runs);
      }
      await browser.disconnect();
    } finally {
      chrome.kill();
    }
  } finally {
    for (const child of running.reverse()) await child.stop().catch(() => undefined);
    await database.close();
  }
  console.log(`\nReports and traces: ${path.relative(repoRoot, OUT)}/`);
  if (hasSourceMaps())
    console.log('apps/web/dist has source maps beside the scripts: npm run build drops them.');
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
