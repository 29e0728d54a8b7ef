import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { ownImport, progressOf } from './import-store.js';

export const importProgress = async (db: Database, auth: AuthContext, id: number) =>
  progressOf(await ownImport(db, auth, id));
