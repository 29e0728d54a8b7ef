import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableBranch, usableSite } from '../../data/references.js';
import { checkInitialStatus } from '../items/index.js';
import { type CreateInput, insertTool } from './new-tools.js';

export const createTool = async (db: Database, auth: AuthContext, input: CreateInput) => {
  checkInitialStatus(input);
  const branch = await usableBranch(db, auth, input.branchId);
  if (input.siteId !== null) await usableSite(db, input.siteId, branch.id);
  return db.transaction((tx) => insertTool(tx, auth, branch.organizationId, input));
};
