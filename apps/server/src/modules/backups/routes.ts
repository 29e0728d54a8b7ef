import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupQueuedResponseSchema, backupsResponseSchema } from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { backupsOverview } from './backups-overview.js';
import { queueBackup } from './queue-backup.js';

/** The platform's backups for its operator (decision 0065): what is kept, and "back up now". */
export const backupRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, embedded, jobs },
) => {
  app.get(
    '/',
    {
      config: { access: 'backups.read' },
      schema: {
        tags: ['backups'],
        summary:
          'The backups kept (newest first), the last 20 attempts, the moments a restore can reach, the next scheduled backup and the last restore test',
        response: { 200: backupsResponseSchema },
      },
    },
    async () =>
      backupsOverview({
        backupDir: config.backup.dir,
        keepDays: config.backup.keepDays,
        embedded,
        now: new Date(),
      }),
  );
  app.post(
    '/',
    {
      config: { access: 'backups.run' },
      schema: {
        tags: ['backups'],
        summary:
          'Queue a backup of the embedded database now; while one waits, another press queues none',
        response: {
          202: backupQueuedResponseSchema.describe('Queued: the backup runs in a moment'),
          409: errorAnswer(
            'The database is at DATABASE_URL: it is backed up by `npm run backup` and its provider’s point-in-time recovery',
          ),
          503: errorAnswer(
            'This server process runs no job queue, so no backups; or the database cannot be reached for the moment',
          ),
        },
      },
    },
    async (_request, reply) => reply.status(202).send(await queueBackup({ embedded, jobs })),
  );
};
