import type { Readiness } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { probeLastBackup } from '../backups/index.js';
import { probeDatabase, probeJobQueue } from './probes.js';
import type { ReplicaRouter } from '../../db/replica-router.js';

export type ReadinessDeps = {
  db: Database;
  replicas: Pick<ReplicaRouter, 'probe'>;
  backupDir: string;
};

/**
 * Every probe at once, each bounded (probes.ts). Only the database decides: without it this
 * process cannot serve anything. A replica down is reported, not fatal — reads fall back to the
 * primary; nor is the job queue (its jobs wait in the database) or an old backup (decision 0067).
 */
export const checkReadiness = async (deps: ReadinessDeps): Promise<Readiness> => {
  const [database, replicas, jobQueue, backup] = await Promise.all([
    probeDatabase(deps.db),
    deps.replicas.probe(),
    probeJobQueue(deps.db),
    probeLastBackup(deps.backupDir),
  ]);
  return {
    status: database.status === 'up' ? 'ready' : 'unavailable',
    database,
    replicas,
    jobQueue,
    lastBackup: { at: backup.at?.toISOString() ?? null, overdue: backup.overdue },
  };
};
