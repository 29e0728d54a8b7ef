import { WORKER_MOVES } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { toolKind } from '../tools/index.js';
import { confirmHanded } from './handed-item.js';

export const confirmTool = (db: Database, auth: AuthContext, id: number) =>
  confirmHanded(db, auth, toolKind, id, WORKER_MOVES.tool.confirm, (tool) => ({
    log: { siteId: tool.siteId },
  }));
