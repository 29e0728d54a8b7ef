// `npm test`: everything a fresh clone needs to pass the tests, then the tests.
// 1. typecheck, formatting, lint and unused dependencies  2. unit and API tests (embedded PostgreSQL, or
// TEST_DATABASE_URL)  3. a fresh build  4. browser tests in Debian's Chromium against the built app.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const step = (title, command, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
};

// The browser tests drive Debian's Chromium (never a downloaded browser build); the label tests
// render label PDFs to images with poppler's pdftoppm. Both come from Debian's packages.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const missing = [
  ...(existsSync(chromium) ? [] : ['chromium']),
  ...(onPath('pdftoppm') ? [] : ['poppler-utils']),
];
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The tests need Debian's ${missing.join(' and ')} (Chromium at ${chromium}, pdftoppm on the PATH).\n` +
        `Install them (sudo apt-get install -y ${missing.join(' ')}), or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  step(
    `Install Debian's ${missing.join(' and ')}`,
    'sh',
    [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    ],
    {},
  );
}

// The security battery's summary is written by the test runs below, in two parts.
const battery = 'test-results/security-battery.txt';
rmSync(battery, { force: true });

/**
 * Checks that read the same files but not each other's results run side by side, one lane per
 * core: each lane's steps in order, its output held and printed whole when it ends, so the two
 * never interleave. A failed step fails the run once both lanes are done.
 */
const lane = (steps) =>
  steps.reduce(
    (previous, [title, command, args]) =>
      previous.then(async (done) => {
        if (!done.ok) return done;
        const output = [];
        const child = spawn(command, args, { env: process.env });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        const started = Date.now();
        const code = await new Promise((resolve) => child.on('close', resolve));
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        const report = `\n▶ ${title} (${seconds} s)\n${Buffer.concat(output).toString()}`;
        return { ok: code === 0, text: done.text + report, failed: code === 0 ? undefined : title };
      }),
    Promise.resolve({ ok: true, text: '', failed: undefined }),
  );
const lanes = await Promise.all([
  lane([
    ['Typecheck', 'npm', ['run', 'typecheck']],
    // Declared dependencies nobody imports, imports nobody declares, and files nothing reaches
    // (knip.json). Unused exports are left out for now: `npx knip` lists them.
    [
      'Unused dependencies and files',
      'npx',
      ['knip', '--no-progress', '--exclude', 'exports,nsExports,types,nsTypes'],
    ],
  ]),
  lane([
    ['Formatting (Prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
    ['Lint', 'npm', ['run', 'lint']],
  ]),
]);
for (const { text } of lanes) process.stdout.write(text);
const failedCheck = lanes.find(({ ok }) => !ok);
if (failedCheck) {
  console.error(`\n✖ ${failedCheck.failed} failed`);
  process.exit(1);
}
// The cost and load batteries measure answer times and event-loop delay: beside another test
// file (two run at a time) they would measure that file's CPU use too, so each runs on its own
// afterwards.
// Other files that measure answer times beside another tenant are named `*.timing.test.ts`: they
// run afterwards too, one file at a time.
const COST_BATTERY = 'apps/server/test/security/cost-battery.test.ts';
const LOAD_BATTERY = 'apps/server/test/security/load-battery.test.ts';
step('Unit and API tests', 'npx', [
  'vitest',
  'run',
  '--exclude',
  `**/${path.basename(COST_BATTERY)}`,
  '--exclude',
  `**/${path.basename(LOAD_BATTERY)}`,
  '--exclude',
  '**/*.timing.test.ts',
]);
step('Timing tests (one file at a time: they measure time)', 'npx', [
  'vitest',
  'run',
  '--project',
  'server',
  '--maxWorkers=1',
  'timing.test',
]);
step('Cost battery (alone: it measures time)', 'npx', ['vitest', 'run', COST_BATTERY]);
step('Load battery (alone: it measures time)', 'npx', ['vitest', 'run', LOAD_BATTERY]);
step('Build', 'npm', ['run', 'build']);
step('Browser tests', 'npm', ['run', 'test', '-w', '@toolyard/e2e']);
// The security battery's figures, written by its vitest reporter, close the run.
if (existsSync(battery)) console.log(`\n${readFileSync(battery, 'utf8')}`);
console.log('\n✔ All tests passed');
