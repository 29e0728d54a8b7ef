import { endpoint } from './endpoint.js';
import { backupQueuedResponseSchema, backupsResponseSchema } from '../system/backups.js';

/** The backups routes (docs/architecture.md, "The API table"). */
export const backupsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/backups',
    access: 'backups.read',
    tags: ['backups'],
    summary:
      'The backups kept (newest first), the last 20 attempts, the moments a restore can reach, the next scheduled backup and the last restore test',
    answer: backupsResponseSchema,
    status: 200,
  }),
  run: endpoint({
    method: 'POST',
    path: '/api/backups',
    announces: [],
    access: 'backups.run',
    tags: ['backups'],
    summary:
      'Queue a backup of the embedded database now; while one waits, another press queues none',
    answer: backupQueuedResponseSchema.describe('Queued: the backup runs in a moment'),
    status: 202,
  }),
};
