import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../src/modules/backups/backup-layout.js';
import { dumpExternal, installedPgDumpMajor } from '../../src/modules/backups/dump-external.js';
import { createTestDatabase } from '../support/test-app.js';

const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-dumps-'));
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));

const serverMajor = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = await client.query<{ v: string }>(
    "select current_setting('server_version_num') as v",
  );
  await client.end();
  return Math.floor(Number(result.rows[0]!.v) / 10_000);
};

describe('npm run backup with DATABASE_URL', () => {
  // Which branch runs depends on the machine: CI runs this file on the embedded PostgreSQL 18
  // (no pg_dump 18 installed: the message) and on the machine's PostgreSQL 15 (its pg_dump: the dump).
  it("writes a custom-format pg_dump when the PATH's pg_dump matches the server, else names what to install", async () => {
    const url = await createTestDatabase();
    const major = await serverMajor(url);
    if ((await installedPgDumpMajor()) === major) {
      const { file, record } = await dumpExternal({ databaseUrl: url, backupDir });
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
      expect(await listBackups(backupDir)).toEqual([record]);
      expect(record).toMatchObject({ kind: 'dump', sizeBytes: fs.statSync(file).size });
    } else {
      await expect(dumpExternal({ databaseUrl: url, backupDir })).rejects.toThrow(
        `apt-get install postgresql-client-${major}`,
      );
      expect(await listBackups(backupDir)).toEqual([]);
    }
  });
});
