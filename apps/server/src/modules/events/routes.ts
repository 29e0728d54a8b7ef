import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { streamEvents } from './event-stream.js';
import type { OpenStreams } from './open-streams.js';
import { watchSessions } from './session-watch.js';
import { eventsApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

/** `streams`: this process's open streams, made by the app so that its metrics can count them. */
export const eventRoutes: FastifyPluginAsyncZod<AppDeps & { streams: OpenStreams }> = async (
  app,
  { db, bus, streams },
) => {
  const sessions = watchSessions({ db, bus, streams, log: app.log });
  // A shutdown must not wait for browsers that never hang up: end their streams (they reconnect
  // to another server, resuming with Last-Event-ID), then stop listening.
  app.addHook('preClose', async () => {
    sessions.stop();
    streams.endAll();
  });

  route(
    app,
    eventsApi.subscribe,
    async (request, reply) => {
      await sessions.start();
      return streamEvents({ db, bus, streams }, authOf(request), request, reply);
    },
    {
      errors: { 429: errorAnswer('This session already has as many streams open as it may') },
      config: { organizationShare: false },
    },
  );
};
