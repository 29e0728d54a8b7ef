import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { findTool } from './tool-view.js';

export const getTool = async (db: Database, auth: AuthContext, id: number) => {
  const tool = await findTool(db, auth, id);
  if (!tool) throw notFound();
  return tool;
};
