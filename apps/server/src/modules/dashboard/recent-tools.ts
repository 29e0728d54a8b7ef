import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import { selectTools, toTool } from '../tools/index.js';
import { RECENT } from './dashboard-queries.js';

export const recentTools = async (db: Database, auth: AuthContext) =>
  (
    await selectTools(db)
      .where(inScope(auth, tools.organizationId))
      .orderBy(desc(tools.createdAt), desc(tools.id))
      .limit(RECENT)
  ).map(toTool);
