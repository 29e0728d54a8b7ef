import { bulkRows } from './bulk.js';
import { exportRows } from './export.js';
import { growthRows } from './growth.js';
import { importRows } from './import.js';
import type { Results } from './results.js';
import { kb, mb, ms, rate, verdict, type Row } from './table.js';

// The list's targets are ratios to the bare endpoint measured in the same run: what
// the product spends beside the SQL, whatever the machine.
const TARGETS = {
  shareOfBare: 0.8,
  p99OfBare: 1.5,
  deepRatio: 1.5,
  searchP95OfBare: 1.3,
  dashboardP50: 50,
  initialJs: 180_000,
  routeChunk: 50_000,
  lcp: 2_500,
  tbt: 200,
  cls: 0.1,
  repeatVisit: 1_000,
  rss: 250,
  sse: 1_000,
};

const WHY_MAX = 72;

const notMeasured = (figure: string, target: string, why: string): Row => ({
  figure,
  measured: why.length > WHY_MAX ? `${why.slice(0, WHY_MAX - 1)}…` : why,
  baseline: '',
  target,
  verdict: 'missing',
});

const listRows = (results: Results): Row[] => {
  const list = results.list;
  const error = results.errors.list ? `error: ${results.errors.list}` : 'not measured';
  if (!list) {
    return [
      notMeasured('GET /api/tools?limit=50 throughput', '≥ 80 % of bare', error),
      notMeasured('  its p99 latency', '≤ 1.5× bare', error),
      notMeasured('page at row 45,000 vs page 1 (p50)', '≤ 1.5×', error),
    ];
  }
  const share = list.first.requestsPerSecond / list.firstBare.requestsPerSecond;
  const p99Ratio = list.first.p99 / list.firstBare.p99;
  const deepRatio = list.deep.p50 / list.first.p50;
  const bareDeepRatio = list.deepBare.p50 / list.firstBare.p50;
  const failures = [
    ...Object.values(list),
    ...results.searches.flatMap((search) => [search.product, search.bare]),
  ].reduce((sum, figures) => sum + (figures?.failures ?? 0), 0);
  return [
    {
      figure: 'GET /api/tools?limit=50 throughput (10 conn.)',
      measured: `${rate(list.first.requestsPerSecond)} = ${(share * 100).toFixed(0)} % of bare`,
      baseline: `bare: ${rate(list.firstBare.requestsPerSecond)}`,
      target: '≥ 80 % of bare',
      verdict: verdict(share >= TARGETS.shareOfBare),
    },
    {
      figure: '  its p99 latency',
      measured: `${ms(list.first.p99)} = ${p99Ratio.toFixed(2)}× bare`,
      baseline: `bare: ${ms(list.firstBare.p99)}`,
      target: '≤ 1.5× bare',
      verdict: verdict(p99Ratio <= TARGETS.p99OfBare),
    },
    ...(results.pageBytes
      ? [
          {
            figure: '  page 1 answer, bytes',
            measured: kb(results.pageBytes.product),
            baseline: `bare: ${kb(results.pageBytes.bare)} (arrays of values)`,
            target: '',
            verdict: 'info' as const,
          },
        ]
      : []),
    {
      figure: 'page at row 45,000 vs page 1 (p50)',
      measured: `${deepRatio.toFixed(2)}× (${ms(list.deep.p50)} vs ${ms(list.first.p50)})`,
      baseline: `bare: ${bareDeepRatio.toFixed(2)}×`,
      target: '≤ 1.5×',
      verdict: verdict(deepRatio <= TARGETS.deepRatio),
    },
    ...(failures > 0
      ? [
          {
            figure: '  failed requests in the load runs',
            measured: String(failures),
            baseline: '',
            target: '0',
            verdict: 'fail' as const,
          },
        ]
      : []),
  ];
};

/** Per search: its p95 under the same load, and how its plan finds the tools. */
const searchRows = (results: Results): Row[] =>
  results.searches.flatMap((search) => {
    const figure = `search "${search.term}", p95 (10 conn.)`;
    const latency: Row =
      search.product && search.bare
        ? {
            figure,
            measured: `${ms(search.product.p95)} = ${(search.product.p95 / search.bare.p95).toFixed(2)}× bare`,
            baseline: `bare: ${ms(search.bare.p95)}`,
            target: '≤ 1.3× bare',
            verdict: verdict(search.product.p95 / search.bare.p95 <= TARGETS.searchP95OfBare),
          }
        : notMeasured(
            figure,
            '≤ 1.3× bare',
            results.errors.list ? `error: ${results.errors.list}` : 'not measured',
          );
    const planFigure = '  its plan finds the tools by';
    const plan = search.plan;
    if (!plan)
      return [
        latency,
        notMeasured(
          planFigure,
          'index scan',
          results.errors.plans ? `error: ${results.errors.plans}` : 'not measured',
        ),
      ];
    const readsIndex =
      plan.scans.length > 0 && plan.scans.every((scan) => !scan.startsWith('Seq Scan'));
    return [
      latency,
      {
        figure: planFigure,
        measured: plan.trigramIndex
          ? `trigram index ${plan.trigramIndex}`
          : plan.scans.join(', ') || 'no scan of tools',
        baseline: '',
        target: 'index scan',
        verdict: verdict(readsIndex),
      },
    ];
  });

const dashboardRow = (results: Results): Row => {
  const figure = 'dashboard: all its calls at once, p50';
  const dashboard = results.dashboard;
  if (!dashboard)
    return notMeasured(
      figure,
      '≤ 50 ms',
      results.errors.dashboard ? `error: ${results.errors.dashboard}` : 'not measured',
    );
  return {
    figure: `dashboard: all ${dashboard.calls} calls at once, p50`,
    measured: ms(dashboard.p50),
    baseline: `its SQL alone: ${ms(dashboard.databaseP50)}`,
    target: '≤ 50 ms',
    verdict: verdict(dashboard.p50 <= TARGETS.dashboardP50),
  };
};

const bundleRows = (results: Results): Row[] => {
  const bundle = results.bundle;
  if (!bundle)
    return [
      notMeasured(
        'initial JS (entry + static imports), gzip',
        '≤ 180 kB',
        results.errors.bundle ?? 'apps/web/dist missing',
      ),
    ];
  const largest = bundle.routeChunks[0];
  const over = bundle.routeChunks.filter((chunk) => chunk.gzip > TARGETS.routeChunk).length;
  const rows: Row[] = [
    {
      figure: 'initial JS (entry + static imports), gzip',
      measured: `${kb(bundle.initialGzip)} in ${bundle.initialFiles} files`,
      baseline: '',
      target: '≤ 180 kB',
      verdict: verdict(bundle.initialGzip <= TARGETS.initialJs),
    },
    {
      figure: `largest of ${bundle.routeChunks.length} route chunks, gzip`,
      measured: largest
        ? `${kb(largest.gzip)} (${largest.file.replace(/-[\w-]{8}\.js$/, '')})`
        : 'none',
      baseline: largest ? `with its new deps: ${kb(largest.withNewDependencies)}` : '',
      target: '≤ 50 kB each',
      verdict: verdict(over === 0),
    },
  ];
  if (results.dashboardScripts && results.lighthouse) {
    rows.push({
      figure: '  JS the dashboard loaded (Lighthouse), gzip',
      measured: `${kb(results.dashboardScripts.gzip)} in ${results.dashboardScripts.files} files`,
      baseline: `as served: ${kb(results.lighthouse.dashboard.scriptTransferBytes)}`,
      target: '',
      verdict: 'info',
    });
  }
  return rows;
};

const LIGHTHOUSE_PAGES = [
  { page: 'auth', label: '/auth (signed out)', path: '/auth' },
  { page: 'myStuff', label: "a worker's /my-stuff", path: '/my-stuff' },
  { page: 'dashboard', label: '/organization-dashboard', path: '/organization-dashboard' },
] as const;

/** LCP, TBT and CLS of each first screen, each against its target (decision 0035). */
const lighthouseRows = (results: Results): Row[] =>
  LIGHTHOUSE_PAGES.flatMap(({ page, label, path }) => {
    const labels = [`Lighthouse mobile, ${label}: LCP`, '  TBT', '  CLS'];
    const targets = ['≤ 2.5 s', '≤ 200 ms', '≤ 0.1'];
    const figures = results.lighthouse?.[page];
    if (!figures) {
      const why = results.errors.lighthouse
        ? `error: ${results.errors.lighthouse}`
        : 'skipped (BENCH_SKIP_LIGHTHOUSE=1)';
      return labels.map((figure, index) => notMeasured(figure, targets[index]!, why));
    }
    const rows: Row[] = [
      {
        figure: labels[0]!,
        measured: ms(figures.lcp),
        baseline: '',
        target: targets[0]!,
        verdict: verdict(figures.lcp <= TARGETS.lcp),
      },
      {
        figure: labels[1]!,
        measured: ms(figures.tbt),
        baseline: '',
        target: targets[1]!,
        verdict: verdict(figures.tbt <= TARGETS.tbt),
      },
      {
        figure: labels[2]!,
        measured: figures.cls.toFixed(3),
        baseline: '',
        target: targets[2]!,
        verdict: verdict(figures.cls <= TARGETS.cls),
      },
    ];
    // A run that was sent elsewhere (a redirect to /auth) measured another page.
    if (!new URL(figures.finalUrl).pathname.endsWith(path))
      rows.push({
        figure: '  the run ended on',
        measured: figures.finalUrl,
        baseline: '',
        target: path,
        verdict: 'fail',
      });
    return rows;
  });

/** The shell on a repeat visit, offline, within a second (decision 0032). */
const repeatVisitRows = (results: Results): Row[] => {
  const figure = 'repeat visit of /auth, offline: sign-in form shown';
  const repeat = results.repeatVisit;
  if (!repeat) {
    const why = results.errors['repeat-visit']
      ? `error: ${results.errors['repeat-visit']}`
      : 'skipped (BENCH_SKIP_LIGHTHOUSE=1)';
    return [notMeasured(figure, '≤ 1 s', why)];
  }
  return [
    {
      figure,
      measured: ms(repeat.offlineReady),
      baseline: `first paint: ${ms(repeat.offlineFcp)}`,
      target: '≤ 1 s',
      verdict: verdict(repeat.offlineReady <= TARGETS.repeatVisit),
    },
  ];
};

const rssRow = (results: Results): Row => {
  const figure = 'server RSS after the load run';
  const after = results.rss?.afterLoad;
  if (after === undefined) return notMeasured(figure, '≤ 250 MB', 'not measured (no /proc?)');
  return {
    figure,
    measured: mb(after),
    baseline: `at start: ${mb(results.rss?.atStart)}`,
    target: '≤ 250 MB',
    verdict: verdict(after <= TARGETS.rss),
  };
};

const sseRow = (results: Results): Row => {
  const figure = 'SSE: change via process A → client of B';
  const sse = results.sse;
  if (!sse)
    return notMeasured(
      figure,
      '≤ 1 s',
      results.errors.sse ? `error: ${results.errors.sse}` : 'not measured',
    );
  if (sse.missing) return notMeasured(figure, '≤ 1 s', 'not measured: /api/events missing');
  return {
    figure,
    measured: ms(sse.otherProcess),
    baseline: `client of A: ${ms(sse.sameProcess)}`,
    target: '≤ 1 s',
    verdict: verdict(sse.otherProcess <= TARGETS.sse),
  };
};

export const tableRows = (results: Results): Row[] => [
  ...listRows(results),
  ...searchRows(results),
  dashboardRow(results),
  ...bundleRows(results),
  ...lighthouseRows(results),
  ...repeatVisitRows(results),
  rssRow(results),
  sseRow(results),
  ...exportRows(results.export, results.errors.export),
  ...importRows(results.import, results.errors.import),
  ...bulkRows(results.bulk, results.errors.bulk),
  ...growthRows(results.growth, results.errors.growth),
];
