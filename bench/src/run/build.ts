import { spawnSync } from 'node:child_process';
import { repoRoot } from '../common/paths.js';

/** `npm run build`: the web app and the server exactly as they ship. */
export const buildProduct = () => {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0)
    throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
};
