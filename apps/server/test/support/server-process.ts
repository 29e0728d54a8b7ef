import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseEnv } from './test-connections.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcessWithoutNullStreams;
  /** Everything the process has printed so far. */
  output: () => string;
  /** Resolves once `text` has been printed. */
  printed: (text: string) => Promise<void>;
  exited: Promise<number | null>;
};

/**
 * The real server (src/main.ts) as its own processes on a free port, against `databaseUrl` (or,
 * when it is undefined, the embedded PostgreSQL in DATA_DIR): a primary and, unless `env` says
 * otherwise, one worker (WEB_CONCURRENCY=1) — the supervised set-up `npm start` runs, light on
 * the test machine's cores.
 */
export const startServerProcess = async (
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      // Behind PgBouncer when the run is (test-connections.ts); never a standby: these tests
      // read over HTTP right after writing, without the web app's write position.
      ...(databaseUrl
        ? { ...databaseEnv(databaseUrl), DATABASE_REPLICA_URL: '' }
        : { DATABASE_URL: '' }),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!output.includes(text)) return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
    });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const baseUrl = await new Promise<string>((resolve, reject) => {
    // Long: a first start of the embedded PostgreSQL creates its cluster, on a busy machine.
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // its workers follow their primary
      reject(new Error(`server did not start:\n${output}`));
    }, 120_000);
    const check = () => {
      const match = /running at (http:\/\/[^\s"]+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      listeners.delete(check);
      resolve(match[1]!);
    };
    listeners.add(check);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { baseUrl, child, output: () => output, printed, exited };
};
