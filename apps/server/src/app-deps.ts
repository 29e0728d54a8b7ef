import type { Config } from './config.js';
import type { Database } from './db/client.js';

/** What every route plugin is given. Its own file, so route modules need not import app.ts. */
export type AppDeps = { db: Database; config: Config };
