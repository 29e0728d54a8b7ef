import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { startMaintenance, type MaintenanceSchedule } from './scheduler.js';

/** The maintenance sweep runs while the app is up: from ready until close (tests and shutdown alike). */
export const registerMaintenance = (app: FastifyInstance, { db }: AppDeps) => {
  let schedule: MaintenanceSchedule | undefined;
  app.addHook('onReady', async () => {
    schedule = startMaintenance({ db, log: app.log });
  });
  app.addHook('onClose', async () => {
    await schedule?.stop();
  });
};
