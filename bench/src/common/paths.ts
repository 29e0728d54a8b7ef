import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder, wherever the command was started from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * DATA_DIR as `npm start` sees it: the server resolves it against its working folder, which for
 * `npm start` is the repository root. The bench uses the same default so it seeds the database
 * the app itself opens.
 */
export const dataDir = () => path.resolve(repoRoot, process.env.DATA_DIR ?? 'data');
