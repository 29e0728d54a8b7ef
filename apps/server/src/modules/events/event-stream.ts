import { and, asc, gt, max, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { activity } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { inScope } from '../../http/scope.js';
import { canSeeOrganization } from '../../http/tenant.js';
import type { ChangeEvent, EventBus } from './event-bus.js';

const HEARTBEAT_MS = 15_000;
const REPLAY_LIMIT = 1_000;

const eventColumns = {
  id: activity.id,
  organizationId: activity.organizationId,
  entityType: activity.entityType,
  entityId: activity.entityId,
  action: activity.action,
};

/** Only what a screen needs to refresh: never titles or names, so nothing extra leaks. */
const format = (event: ChangeEvent) =>
  `id: ${event.id}\nevent: change\ndata: ${JSON.stringify({ entityType: event.entityType, entityId: event.entityId, action: event.action })}\n\n`;

const lastEventId = (request: FastifyRequest) => {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && value >= 0 && value <= 2_147_483_647 ? value : undefined;
};

export type OpenStreams = Set<FastifyReply['raw']>;

/**
 * GET /api/events: a Server-Sent Events stream of the organization's changes. A browser that
 * reconnects with Last-Event-ID gets what it missed from the activity log first, then live
 * events; ids only grow, so each event is sent once.
 */
export const streamEvents = async (
  deps: { db: Database; bus: EventBus; streams: OpenStreams },
  auth: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const scope: SQL | undefined = inScope(auth, activity.organizationId);
  let sentUpTo = 0;
  let replaying = true;
  const held: ChangeEvent[] = [];
  const response = reply.raw;

  const send = (event: ChangeEvent) => {
    if (event.id <= sentUpTo || !canSeeOrganization(auth, event.organizationId)) return;
    sentUpTo = event.id;
    response.write(format(event));
  };
  const replayFrom = async (after: number) => {
    const missed = await deps.db.select(eventColumns).from(activity).where(and(scope, gt(activity.id, after))).orderBy(asc(activity.id)).limit(REPLAY_LIMIT);
    for (const event of missed) send(event);
  };

  // Listen first, then read the log: nothing can fall between the two.
  const unsubscribe = await deps.bus.subscribe({
    onEvent: (event) => (replaying ? held.push(event) : send(event)),
    onResync: () => void replayFrom(sentUpTo).catch(() => response.destroy()),
  });
  try {
    const resumeAfter = lastEventId(request);
    if (resumeAfter === undefined) {
      const [latest] = await deps.db.select({ id: max(activity.id) }).from(activity);
      sentUpTo = latest?.id ?? 0;
    } else {
      sentUpTo = resumeAfter;
    }
    reply.hijack();
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      // Proxies such as nginx would otherwise hold events back in a buffer.
      'x-accel-buffering': 'no',
    });
    response.write('retry: 2000\n\n');
    if (resumeAfter !== undefined) await replayFrom(resumeAfter);
  } catch (error) {
    unsubscribe();
    throw error;
  }
  replaying = false;
  for (const event of held.splice(0)) send(event);

  deps.streams.add(response);
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  response.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    deps.streams.delete(response);
  });
};
