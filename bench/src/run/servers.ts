import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDir } from '../common/paths.js';
import { startNodeProcess } from './processes.js';

/** The product as it ships: the built server (npm run build), against the bench database. */
export const startProductServer = (name: string, databaseUrl: string, cpu: number) =>
  startNodeProcess({
    name,
    cpu,
    args: ['apps/server/dist/main.js'],
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    ready: /running at (http:\/\/\S+)/,
  });

export type NamedQueries = Record<string, { sql: string; params: unknown[] }>;

/** The bare endpoint (bench/src/bare) serving `queries` as GET /q/<name>. */
export const startBareServer = async (databaseUrl: string, cpu: number, queries: NamedQueries) => {
  const file = path.join(os.tmpdir(), `toolyard-bench-queries-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(queries));
  const server = await startNodeProcess({
    name: 'bare endpoint',
    cpu,
    args: ['--import', 'tsx', 'bench/src/bare/main.ts'],
    env: { DATABASE_URL: databaseUrl, BENCH_QUERIES: file },
    ready: /listening at (http:\/\/\S+)/,
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(file, { force: true });
    },
  };
};
