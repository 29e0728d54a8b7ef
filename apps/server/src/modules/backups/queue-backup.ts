import type { BackupQueued } from '@toolyard/shared';
import { conflict, serviceUnavailable } from '../../lib/domain-errors.js';
import { NoJobQueueError, type JobSender } from '../../lib/job-sender.js';
import { BACKUP_QUEUE } from './backup-queue.js';

/**
 * The key of "back up now": the queue is stately (backup-queue.ts), so while one such job waits
 * another press, a double click or a second superadmin's, queues none.
 */
const BACKUP_NOW_KEY = 'back-up-now';

/**
 * The superadmin's "back up now" (decision 0065): a job in the backup queue, which the primary
 * process works (it alone can read the embedded cluster's files). A database at DATABASE_URL has
 * no such backups: `npm run backup` dumps it, and its provider's point-in-time recovery restores.
 */
export const queueBackup = async (options: {
  embedded: boolean;
  jobs: JobSender;
}): Promise<BackupQueued> => {
  if (!options.embedded) throw conflict('errors.backupsOfExternalDatabase');
  try {
    await options.jobs.send(BACKUP_QUEUE, {}, { singletonKey: BACKUP_NOW_KEY });
  } catch (error) {
    if (error instanceof NoJobQueueError) throw serviceUnavailable('errors.backupsNotRunHere');
    throw error;
  }
  return { queued: true };
};
