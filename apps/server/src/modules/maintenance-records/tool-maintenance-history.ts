import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { maintenanceRecords } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { findTool } from '../tools/index.js';
import { historyOf } from './maintenance-history.js';

/** A tool's maintenance history (another organization's tool is not found). */
export const toolMaintenanceHistory = async (db: Database, auth: AuthContext, id: number) => {
  const tool = await findTool(db, auth, id);
  if (!tool) throw notFound();
  return historyOf(db, eq(maintenanceRecords.toolId, tool.id));
};
