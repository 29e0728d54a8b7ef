import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { BodyOf, Endpoint, ParamsOf, QueryOf } from '@toolyard/shared';
import { checksAnnouncements, servedAs } from '../lib/declared-announcements.js';

/** The request a handler gets: parameters, query and body as the endpoint's schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<unknown>;

/** What only the server says about a route: its error answers, and how it is served. */
export type RouteExtras = {
  /** Error answers for the OpenAPI document, by status (`errorAnswer`). */
  errors?: Record<number, unknown>;
  config?: Omit<FastifyContextConfig, 'access' | 'idempotent'>;
  schema?: Omit<FastifySchema, 'params' | 'querystring' | 'body' | 'response'>;
  bodyLimit?: number;
};

/** The part of a Fastify instance `route` uses: any plugin's, with any type provider. */
export type RouteTarget = {
  prefix: string;
  route: (options: {
    method: string;
    url: string;
    config: FastifyContextConfig;
    bodyLimit?: number;
    schema: FastifySchema;
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }) => unknown;
};

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The handler, run knowing what its entry announces (lib/declared-announcements.ts). */
const announcing = <E extends Endpoint>(entry: E, handler: EndpointHandler<E>): AnyHandler => {
  const declared = { route: `${entry.method} ${entry.path}`, announces: entry.announces ?? [] };
  return (request, reply) =>
    servedAs(declared, () => handler(request as EndpointRequest<E>, reply));
};

/**
 * Registers an endpoint of the API table (`@toolyard/shared`, docs/architecture.md "The API
 * table") with its handler: the method, path, schemas, access rule and success answer come from
 * the table, so the server, the web app and the OpenAPI document cannot disagree on them. The
 * plugin's prefix must lead the table's path.
 */
export const route = <E extends Endpoint>(
  app: RouteTarget,
  entry: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
) => {
  if (!entry.path.startsWith(app.prefix))
    throw new Error(`${entry.method} ${entry.path} registered under the prefix ${app.prefix}`);
  app.route({
    method: entry.method,
    url: entry.path.slice(app.prefix.length) || '/',
    config: {
      access: entry.access,
      ...(entry.idempotent ? { idempotent: true } : {}),
      ...extras.config,
    },
    ...(extras.bodyLimit !== undefined ? { bodyLimit: extras.bodyLimit } : {}),
    schema: {
      tags: [...entry.tags],
      summary: entry.summary,
      ...(entry.description ? { description: entry.description } : {}),
      ...(entry.hidden ? { hide: true } : {}),
      ...(entry.params ? { params: entry.params } : {}),
      ...(entry.query ? { querystring: entry.query } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      response: { [entry.status]: entry.answer, ...extras.errors },
      ...extras.schema,
    },
    // Reads record nothing (the table test holds that none declares): only writes are wrapped,
    // so a large export or list pays nothing for the check.
    handler:
      checksAnnouncements && entry.method !== 'GET'
        ? announcing(entry, handler)
        : (handler as AnyHandler),
  });
};
