import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sites, toolLogs, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { answeredLogEntry } from '../../lib/log-notes.js';
import { getTool } from './get-tool.js';

export const listToolLogs = async (db: Database, auth: AuthContext, toolId: number) => {
  await getTool(db, auth, toolId);
  const rows = await db
    .select({
      log: toolLogs,
      firstName: users.firstName,
      lastName: users.lastName,
      siteName: sites.name,
    })
    .from(toolLogs)
    .leftJoin(users, eq(users.id, toolLogs.userId))
    .leftJoin(sites, eq(sites.id, toolLogs.siteId))
    .where(eq(toolLogs.toolId, toolId))
    .orderBy(desc(toolLogs.timestamp), desc(toolLogs.id));
  return rows.map(({ log, firstName, lastName, siteName }) => ({
    ...answeredLogEntry(log, { firstName, lastName }),
    toolId: log.toolId,
    siteId: log.siteId,
    site: log.siteId !== null && siteName !== null ? { id: log.siteId, name: siteName } : null,
  }));
};
