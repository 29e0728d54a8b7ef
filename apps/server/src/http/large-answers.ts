import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Page } from '@toolyard/shared';

/**
 * A list may be large at rest: 1,200 tools with 10,000-character notes are a 13 MB answer, a page
 * of 200 reports of 50,000 characters 10 MB. Validated and serialized in one piece, such an answer
 * holds the event loop for well over 100 ms, and every other tenant waits. Lists above a few dozen
 * items are therefore written as a stream: each item is checked against the route's response
 * schema (which also drops anything the schema does not name) and serialized on its own, and the
 * loop is let go after every slice. Small answers keep the usual one-piece path.
 */
const STREAM_ABOVE_ITEMS = 50;
const SLICE_CHARACTERS = 64 * 1024;

const isPage = (value: unknown): value is Page<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Page<unknown>).items) &&
  'nextCursor' in value;

/**
 * The schema of one item of a route's 200 answer, when that answer is a list or a page of one
 * (`listResponseSchema` of @toolyard/shared: an array, or a union of an array and a page).
 */
const itemSchemaOf = (request: FastifyRequest): z.ZodType | undefined => {
  const answer = (
    request.routeOptions.schema?.response as Record<number, unknown> | undefined
  )?.[200];
  const arrays = answer instanceof z.ZodUnion ? (answer.options as unknown[]) : [answer];
  const list = arrays.find(
    (candidate): candidate is z.ZodArray<z.ZodType> => candidate instanceof z.ZodArray,
  );
  return list?.element;
};

async function* slices(answer: unknown[] | Page<unknown>, item: z.ZodType) {
  const items = Array.isArray(answer) ? answer : answer.items;
  let slice = Array.isArray(answer) ? '[' : '{"items":[';
  for (const [index, value] of items.entries()) {
    slice += (index === 0 ? '' : ',') + JSON.stringify(item.parse(value));
    if (slice.length >= SLICE_CHARACTERS) {
      yield slice;
      slice = '';
      await nextTurn();
    }
  }
  if (Array.isArray(answer)) {
    yield `${slice}]`;
    return;
  }
  // The page's other fields (nextCursor, total when asked for) as the one-piece path writes them.
  const { items: _items, ...pageFields } = answer;
  yield `${slice}],${JSON.stringify(pageFields).slice(1)}`;
}

/** A large list answer gets a streaming serializer; anything else keeps the usual one. */
const streamIfLarge = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (reply.statusCode !== 200) return;
  const items = Array.isArray(payload) ? payload : isPage(payload) ? payload.items : undefined;
  if (!items || items.length <= STREAM_ABOVE_ITEMS) return;
  const item = itemSchemaOf(request);
  if (!item) return;
  const answer = payload as unknown[] | Page<unknown>;
  reply.type('application/json; charset=utf-8');
  // The stream replaces the one-piece serializer for this answer only.
  reply.serializer(
    () => Readable.from(slices(answer, item), { objectMode: false }) as unknown as string,
  );
};

export const registerLargeAnswerStreaming = (app: FastifyInstance) => {
  // A callback hook: it runs on every answer and never waits for anything.
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    streamIfLarge(request, reply, payload);
    done(null, payload);
  });
};
