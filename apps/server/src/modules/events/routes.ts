import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { authOf } from '../../http/auth-guard.js';
import { createEventBus } from './event-bus.js';
import { streamEvents, type OpenStreams } from './event-stream.js';

export const eventRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const bus = createEventBus(db.$client, app.log);
  const streams: OpenStreams = new Set();
  // A shutdown must not wait for browsers that never hang up: end their streams (they reconnect
  // to another server, resuming with Last-Event-ID), then stop listening.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook('onClose', async () => bus.close());

  app.get(
    '/events',
    {
      config: { access: 'events.subscribe' },
      schema: {
        tags: ['events'],
        summary: "Server-Sent Events: the caller's organization's changes (tools, vehicles, reports, assignments, …) as they happen; send Last-Event-ID to resume",
      },
    },
    async (request, reply) => streamEvents({ db, bus, streams }, authOf(request), request, reply),
  );
};
