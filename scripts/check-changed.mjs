// `npm run check:changed [ref]`: the checks and tests a change touches, in a minute or two on a
// warm cache (decision 0073). The change is what differs from `ref` (default HEAD: what is not
// committed yet), untracked files included. Runs Prettier and ESLint on the changed files, the
// incremental typecheck, and the tests the change reaches (testsFor below). The browser tests
// and the timing batteries are left to `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'HEAD';

const git = (args) => {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stderr.trim() || `git ${args.join(' ')} failed`);
    process.exit(1);
  }
  return result.stdout.split('\n').filter(Boolean);
};

const changed = [
  ...new Set([
    ...git(['diff', '--name-only', base]),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]),
].filter((file) => existsSync(file));

if (changed.length === 0) {
  console.log(`Nothing differs from ${base}.`);
  process.exit(0);
}
console.log(`${changed.length} file(s) differ from ${base}.`);

const step = (title, command, args) => {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
};

step('Formatting (Prettier), changed files', 'npx', [
  'prettier',
  '--check',
  '--ignore-unknown',
  '--log-level',
  'warn',
  ...changed,
]);
const linted = changed.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));
if (linted.length > 0)
  step('Lint, changed files', 'npx', [
    'eslint',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    'node_modules/.cache/eslint/',
    '--no-warn-ignored',
    ...linted,
  ]);
// The whole graph, not the changed files: a cycle is made by two files, only one of them changed.
if (linted.length > 0) step('Folder cycles', 'node', ['scripts/check-folder-cycles.mjs']);
step('Typecheck (incremental)', 'npm', ['run', 'typecheck']);
const TEST_FILE = /\.test\.tsx?$/;
const TIMING_BATTERY = /(cost|load)-battery\.test\.ts$|\.timing\.test\.ts$/;
const filesUnder = (folder) =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [];
const allTests = ['apps/server/test', 'apps/web/src', 'packages/shared/test']
  .flatMap(filesUnder)
  .filter((file) => TEST_FILE.test(file) && !TIMING_BATTERY.test(file));

const serverSources = filesUnder('apps/server/src').filter((file) => /\.ts$/.test(file));

/**
 * The tests a changed file reaches. Every API test builds the whole app, so the import graph
 * would name them all: instead a test file itself; a server module's own test folder (the
 * feature folders are named the same) and those of the modules that import it; a web file's
 * neighbours; and any test that imports the file by its name. A change
 * to configuration, a package or a migration reaches everything.
 */
const testsFor = (file) => {
  if (TEST_FILE.test(file)) return [file];
  if (!/\.(ts|tsx)$/.test(file) || /(^|\/)(package\.json|vitest\.config\.ts)$/.test(file))
    return /(^|\/)(package(-lock)?\.json|vitest\.config\.ts|tsconfig[^/]*\.json)$/.test(file) ||
      file.includes('/drizzle/')
      ? allTests
      : [];
  const name = path.basename(file).replace(/\.tsx?$/, '');
  const imports = (source) =>
    new RegExp(`from '[^']*/${name}(\\.js)?'`).test(readFileSync(source, 'utf8'));
  // The server modules that use the file, its own first: their test folders.
  const areas = new Set(
    [file, ...serverSources.filter(imports)].flatMap(
      (source) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(source)?.[1] ?? [],
    ),
  );
  const ofAreas = allTests.filter((test) =>
    [...areas].some((area) => test.startsWith(`apps/server/test/${area}/`)),
  );
  // A web file's tests sit beside it.
  const beside = file.startsWith('apps/web/')
    ? allTests.filter((test) => path.dirname(test) === path.dirname(file))
    : [];
  return [...ofAreas, ...beside, ...allTests.filter(imports)];
};

const tests = [...new Set(changed.flatMap(testsFor))];
if (tests.length === 0) console.log('\nNo unit or API test reaches the change.');
else
  step(`Unit and API tests the change reaches (${tests.length} files)`, 'npx', [
    'vitest',
    'run',
    ...tests,
  ]);
console.log('\n✔ The change passes its checks (browser tests and timing batteries: npm test)');
