import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { backupsOverview } from './backups-overview.js';
import { queueBackup } from './queue-backup.js';
import { backupsApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

/** The platform's backups for its operator (decision 0065): what is kept, and "back up now". */
export const backupRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, embedded, jobs },
) => {
  route(app, backupsApi.list, async () =>
    backupsOverview({
      backupDir: config.backup.dir,
      keepDays: config.backup.keepDays,
      embedded,
      now: new Date(),
    }),
  );
  route(
    app,
    backupsApi.run,
    async (_request, reply) => reply.status(202).send(await queueBackup({ embedded, jobs })),
    {
      errors: {
        409: errorAnswer(
          'The database is at DATABASE_URL: it is backed up by `npm run backup` and its provider’s point-in-time recovery',
        ),
        503: errorAnswer(
          'This server process runs no job queue, so no backups; or the database cannot be reached for the moment',
        ),
      },
    },
  );
};
