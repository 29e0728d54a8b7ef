import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { startMaintenance, type MaintenanceSchedule } from './scheduler.js';
import { startCountCompaction } from './compact-counts.js';

/** The maintenance sweep and the kept counts' compaction run while the app is up: from ready until close (tests and shutdown alike). */
export const registerMaintenance = (app: FastifyInstance, { db }: AppDeps) => {
  let schedule: MaintenanceSchedule | undefined;
  let compaction: ReturnType<typeof startCountCompaction> | undefined;
  app.addHook('onReady', async () => {
    schedule = startMaintenance({ db, log: app.log });
    compaction = startCountCompaction(db, app.log);
  });
  app.addHook('onClose', async () => {
    await Promise.all([schedule?.stop(), compaction?.stop()]);
  });
};
