import { and, asc, gt, max, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canReceiveLiveEvent, type LiveChange } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { activity } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import { canSeeOrganization } from '../../data/tenant.js';
import { rateLimited, unauthorized } from '../../lib/domain-errors.js';
import { liveSessionIds } from '../../sessions/sessions.js';
import type { ChangeEvent, EventBus } from '../../bus/event-bus.js';
import type { OpenStreams, StreamHandle } from './open-streams.js';

const HEARTBEAT_MS = 15_000;
const REPLAY_LIMIT = 1_000;

const eventColumns = {
  id: activity.id,
  organizationId: activity.organizationId,
  entityType: activity.entityType,
  entityId: activity.entityId,
  action: activity.action,
  actorUserId: activity.actorUserId,
};

/**
 * Only what a screen needs to refresh: never titles or names, so nothing extra leaks. Whether the
 * viewer made the change themself is a flag, not the actor's id (decision 0022).
 */
const format = (event: ChangeEvent, viewerId: number) => {
  const change: LiveChange = {
    entityType: event.entityType,
    entityId: event.entityId,
    action: event.action,
    ...(event.actorUserId === viewerId ? { own: true } : {}),
  };
  return `id: ${event.id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`;
};

/**
 * "Your notices changed: refresh the bell" — no id (it is not in the activity log, so
 * Last-Event-ID skips nothing for it) and no content: the bell asks GET /api/notices.
 */
const NOTICES_EVENT = 'event: notices\ndata: {}\n\n';

const lastEventId = (request: FastifyRequest) => {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && value >= 0 && value <= 2_147_483_647 ? value : undefined;
};

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
  const response = reply.raw;
  // Ended before the stream is up (the session ended in the same moment): end it once it is.
  let streaming = false;
  let endRequested = false;
  let finish = () => undefined as void;
  const stream: StreamHandle = {
    end: () => {
      endRequested = true;
      if (streaming) finish();
    },
  };
  // Claimed before anything else: the session's share of streams is checked and held at once.
  if (!deps.streams.add(auth.sessionId, stream)) throw rateLimited('errors.tooManyStreams', 30);
  const release = () => deps.streams.remove(auth.sessionId, stream);
  let sentUpTo = 0;
  let replaying = true;
  let resumed = false;
  const held: ChangeEvent[] = [];

  const send = (event: ChangeEvent) => {
    if (event.id <= sentUpTo || !canSeeOrganization(auth, event.organizationId)) return;
    sentUpTo = event.id;
    if (!canReceiveLiveEvent(auth.user.role, auth.user.id, event)) return;
    response.write(format(event, auth.user.id));
  };
  // Only the viewer's own notices: the signal names one user, and no other stream passes it on.
  let noticesMissed = false;
  const sendNotices = (userId: number) => {
    if (userId !== auth.user.id) return;
    if (replaying) noticesMissed = true;
    else response.write(NOTICES_EVENT);
  };
  const replayFrom = async (after: number) => {
    const missed = await deps.db
      .select(eventColumns)
      .from(activity)
      .where(and(scope, gt(activity.id, after)))
      .orderBy(asc(activity.id))
      .limit(REPLAY_LIMIT);
    for (const event of missed) send(event);
  };

  // Listen first, then read the log: nothing can fall between the two.
  let unsubscribe: () => void = () => undefined;
  try {
    unsubscribe = await deps.bus.subscribe({
      onEvent: (event) => (replaying ? held.push(event) : send(event)),
      onNotices: sendNotices,
      // Signals may have been missed while the connection was away: the bell asks again.
      onResync: () => {
        sendNotices(auth.user.id);
        void replayFrom(sentUpTo).catch(() => response.destroy());
      },
    });
    // The session may have ended between the guard's check and the registration above, before
    // this process could hear of it: look once more, now that an end would reach the stream.
    if (!(await liveSessionIds(deps.db, [auth.sessionId])).has(auth.sessionId))
      throw unauthorized();
    const resumeAfter = lastEventId(request);
    resumed = resumeAfter !== undefined;
    if (resumeAfter === undefined) {
      const [latest] = await deps.db.select({ id: max(activity.id) }).from(activity);
      sentUpTo = latest?.id ?? 0;
    } else {
      sentUpTo = resumeAfter;
    }
    reply.hijack();
    // Hijacked: no onSend hook runs, so the stream says itself what http/cache-policy.ts says
    // of every API answer.
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
    release();
    throw error;
  }
  replaying = false;
  for (const event of held.splice(0)) send(event);
  // A stream that (re)connects may have missed signals before it was up: the bell asks again.
  if (noticesMissed || resumed) response.write(NOTICES_EVENT);

  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  // One way out, whoever ends it (the browser, a revoked session, shutdown): nothing is written after.
  let finished = false;
  finish = () => {
    if (finished) return;
    finished = true;
    clearInterval(heartbeat);
    unsubscribe();
    release();
    if (!response.writableEnded) response.end();
  };
  response.on('close', finish);
  streaming = true;
  if (endRequested) finish();
};
