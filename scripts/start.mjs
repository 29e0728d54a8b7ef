// `npm start`: builds what is missing, then runs the server: a primary process that starts and
// migrates the database and keeps WEB_CONCURRENCY worker processes serving the API and the web
// app on PORT, replacing any that dies (decision 0058). Set REBUILD=1 to build again after changes.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rebuild = process.env.REBUILD === '1';

const buildIfMissing = (workspace, output) => {
  if (!rebuild && existsSync(path.join(root, output))) return;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

buildIfMissing('@toolyard/web', 'apps/web/dist/index.html');
buildIfMissing('@toolyard/server', 'apps/server/dist/main.js');

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
// Pass signals on, and leave when the server has shut down cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
