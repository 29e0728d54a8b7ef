import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { imports } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { ownImport } from './import-store.js';

/** Cancel: the staged rows go; nothing of them was written. A running import stops after its batch. */
export const cancelImport = async (db: Database, auth: AuthContext, id: number) => {
  const found = await ownImport(db, auth, id);
  await db.delete(imports).where(eq(imports.id, found.id));
};
