import { spawnSync } from 'node:child_process';
import { repoRoot } from '../common/paths.js';

/**
 * `npm run build`: the web app and the server exactly as they ship. `env` adds to the build's
 * environment (the diagnosis asks for the source maps with TOOLYARD_SOURCEMAP=hidden).
 */
export const buildProduct = (env: Record<string, string> = {}) => {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0)
    throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
};
