import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@toolyard/shared';
import type { Database } from '../db/client.js';
import {
  claimIdempotencyKey,
  keepIdempotentAnswer,
  releaseIdempotencyKey,
  type ClaimOutcome,
  type IdempotencyClaim,
} from '../data/idempotency-keys.js';
import { DomainError, unprocessable } from '../lib/domain-errors.js';
import { authOf } from './auth-guard.js';
import { errorAnswer } from './openapi-errors.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    /**
     * The route honours `Idempotency-Key` (decision 0031): a write a phone may queue offline and
     * send again. Only on signed-in writes.
     */
    idempotent?: true;
  }
}

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

const idempotencyKeySchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, { message: 'validation.idempotencyKey' });

/** Validated with the route's schema (a bad key is a 400 before anything runs) and documented. */
const keyHeaders = z.object({
  [HEADER]: idempotencyKeySchema
    .optional()
    .describe(
      [
        'Optional. A key the client makes up for this one request (1–255 printable ASCII characters; a UUID) and sends',
        'again with every repeat of it. The first answer is kept',
        `${IDEMPOTENCY_KEY_TTL_HOURS} hours per user and key and given to every repeat, with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`,`,
        'without running the request again. Kept are successes and refusals (4xx); an answer with `Retry-After`',
        'or a server error is not, so a repeat runs. The same key on another request (method, path or body): 422;',
        'while the first request still runs: 409 with `Retry-After`.',
      ].join(' '),
    ),
});

const inProgress = () =>
  new DomainError('conflict', 'errors.idempotencyKeyInProgress', { retryAfterSeconds: 1 });

/** JSON with its object keys in order: the same body sent again has the same fingerprint. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
};

/** What makes two requests the same: method, path and the body as validated. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');

/**
 * Kept: successes and refusals (4xx) — the request ran and this is its answer. Not kept: server
 * errors and any answer that names a wait (`Retry-After`: 429, a busy queue), which a repeat may
 * well change; nor an answer that is not JSON (the replay sends JSON).
 */
const keeps = (reply: FastifyReply, payload: unknown) => {
  const status = reply.statusCode;
  if (status < 200 || status >= 500 || (status >= 300 && status < 400)) return false;
  if (reply.getHeader('retry-after') !== undefined) return false;
  if (payload === undefined || payload === null || payload === '') return true;
  const type = reply.getHeader('content-type');
  return (
    typeof payload === 'string' && typeof type === 'string' && type.startsWith('application/json')
  );
};

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** The route's own 409 (if any) and the ones a key adds, for the OpenAPI document. */
const withKeyAnswers = (response: unknown) => {
  const declared = (response ?? {}) as Record<string, unknown>;
  const own = declared[409] as { description?: string } | undefined;
  const running =
    'The same `Idempotency-Key` is in use by a request still running: retry after `Retry-After`';
  return {
    ...declared,
    409: errorAnswer(own?.description ? `${own.description}; or: ${running}` : running),
    422: errorAnswer('The `Idempotency-Key` was used for another request (method, path or body)'),
  };
};

/**
 * `config.idempotent` routes honour `Idempotency-Key`: the first answer per user and key is kept
 * and given again to every repeat, so a phone's queue replaying a write never applies it twice.
 * Only those routes get the hooks (nothing runs on any other request), and a request without
 * the header runs as before. The key is claimed before the handler (insert first: of two
 * repeats at once exactly one runs, the other gets 409) and its answer kept before it is sent.
 */
export const registerIdempotency = (
  app: FastifyInstance,
  db: Database,
  /** This server process (data/process-presence.ts): its claims are free once it is gone. */
  processId: string,
) => {
  const claims = new WeakMap<FastifyRequest, IdempotencyClaim>();

  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: ClaimOutcome,
    done: HookHandlerDoneFunction,
  ) => {
    switch (outcome.kind) {
      case 'claimed':
        claims.set(request, outcome.claim);
        return done();
      case 'running':
        return done(inProgress());
      case 'otherRequest':
        return done(unprocessable('errors.idempotencyKeyReused'));
      case 'answered': {
        // The first answer again, and the handler does not run: no done().
        reply.code(outcome.answer.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        if (outcome.answer.body === null) return void reply.send();
        return void reply.type('application/json; charset=utf-8').send(outcome.answer.body);
      }
    }
  };

  // preHandler: after the guard, the body's validation and the key's (a refused request claims
  // nothing, and a repeat of it may run). A callback hook like the other per-request ones.
  const claim = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const key = request.headers[HEADER];
    if (typeof key !== 'string') return done();
    claimIdempotencyKey(
      db,
      { userId: authOf(request).user.id, processId },
      key,
      fingerprintOf(request),
    ).then(
      (outcome) => answer(request, reply, outcome, done),
      (error: Error) => done(error),
    );
  };

  // onSend, after the app's own (read-your-writes has settled): the answer as it goes out. Kept
  // before it is sent, so a client that has it cannot repeat the request before it is kept. If
  // keeping fails (the database went away), the answer still goes out; the claim is then
  // abandoned and a repeat may take it over after a few minutes.
  const settle = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ) => {
    const held = claims.get(request);
    if (!held) return done(null, payload);
    claims.delete(request);
    const body = typeof payload === 'string' && payload !== '' ? payload : null;
    const settled = keeps(reply, payload)
      ? keepIdempotentAnswer(db, held, { statusCode: reply.statusCode, body })
      : releaseIdempotencyKey(db, held);
    settled.then(
      () => done(null, payload),
      (error: unknown) => {
        request.log.warn({ err: error }, 'idempotency key not settled');
        done(null, payload);
      },
    );
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return;
    const methods = [route.method].flat().map(String);
    if (route.config.access === 'public' || methods.some((m) => m === 'GET' || m === 'HEAD')) {
      throw new Error(
        `${methods.join(',')} ${route.url}: only signed-in writes take idempotency keys`,
      );
    }
    route.schema = {
      ...route.schema,
      headers: keyHeaders,
      response: withKeyAnswers(route.schema?.response),
    };
    route.preHandler = [...asList(route.preHandler), claim];
    route.onSend = [...asList(route.onSend), settle];
  });
};
