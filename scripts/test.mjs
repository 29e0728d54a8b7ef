// `npm test`: everything a fresh clone needs to pass the tests, then the tests.
// 1. typecheck, formatting, lint and unused dependencies  2. unit and API tests (embedded PostgreSQL, or
// TEST_DATABASE_URL)  3. a fresh build  4. browser tests in Debian's Chromium against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const step = (title, command, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
};

// The browser tests drive Debian's Chromium (never a downloaded browser build).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is needed for the browser tests and was not found at ${chromium}.\n` +
        "Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  step(
    "Install Debian's Chromium",
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
    {},
  );
}

step('Typecheck', 'npm', ['run', 'typecheck']);
step('Formatting (Prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
step('Lint', 'npm', ['run', 'lint']);
// Declared dependencies nobody imports, imports nobody declares, and files nothing reaches (knip.json).
// Unused exports are left out for now: `npx knip` lists them.
step('Unused dependencies and files', 'npx', [
  'knip',
  '--no-progress',
  '--exclude',
  'exports,nsExports,types,nsTypes',
]);
step('Unit and API tests', 'npx', ['vitest', 'run']);
step('Build', 'npm', ['run', 'build']);
step('Browser tests', 'npm', ['run', 'test', '-w', '@toolyard/e2e']);
// The security battery's figures, written by its vitest reporter, close the run.
const battery = 'test-results/security-battery.txt';
if (existsSync(battery)) console.log(`\n${readFileSync(battery, 'utf8')}`);
console.log('\n✔ All tests passed');
