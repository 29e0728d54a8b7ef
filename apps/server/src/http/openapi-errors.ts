import type { FastifyInstance, RouteOptions } from 'fastify';
import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@toolyard/shared';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    /** `false` on the rare route that never reads the database: its documentation lists no 503. */
    readsDatabase?: false;
  }
}

// One component of the document (#/components/schemas/ApiError) that every error answer points to.
const errorBody = apiErrorBodySchema.meta({ id: 'ApiError' });

/**
 * An error answer with the error body, for the OpenAPI document and the response serializer.
 * Routes declare with it the answers only their use-case gives (409, 429, 502, a 404 without an
 * id in the path); everything a route's rule, path and method imply is added below.
 */
export const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBody } },
});

const DERIVED = {
  400: errorAnswer(
    'The request is invalid: values that break their rules (`fieldErrors` names each field), a control character anywhere in it, or a body that is not JSON',
  ),
  401: errorAnswer('No valid session: send `Authorization: Bearer <token>` of a live session'),
  403: errorAnswer(
    "The caller's role may not do this (the permission table), or a rule about this record forbids it",
  ),
  404: errorAnswer(
    "No such record within the caller's reach: another organization's records are not found either",
  ),
  413: errorAnswer('The body is larger than the limit (1 MB)'),
  415: errorAnswer('The body has a content type the route does not read'),
  429: errorAnswer(
    "The caller's organization (or the caller) has more requests running and waiting than its share: retry after the seconds in `Retry-After`",
  ),
  500: errorAnswer('Something failed on the server; the answer never says what'),
  503: errorAnswer(
    'The database cannot be reached, or the server is too busy to start the request in time, for the moment: retry after the seconds in `Retry-After`',
  ),
} as const;

type DerivedStatus = keyof typeof DERIVED;
type RouteFacts = Pick<RouteOptions, 'method' | 'url' | 'config'>;

// Methods whose requests Fastify reads a body of (fastify.js, kSupportedHTTPMethods), whether or
// not the route declares one: it can be too large, not JSON, or of a type nobody reads.
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'TRACE']);

/** The error answers a route can give by what it is: its methods, path and access rule. */
export const derivedErrorStatuses = (route: RouteFacts): DerivedStatus[] => {
  const readsBody = [route.method].flat().some((method) => !BODYLESS_METHODS.has(String(method)));
  // 400 everywhere: besides schemas and bodies, the control-character guard reads every query
  // string, also of routes that declare none (control-characters.ts).
  const statuses: DerivedStatus[] = [400];
  if (route.config?.access !== 'public') statuses.push(401, 403);
  if (/\/:\w+/.test(route.url)) statuses.push(404);
  if (readsBody) statuses.push(413, 415);
  // Signed-in requests wait for a slot of their organization's share (organization-share.ts).
  if (route.config?.access !== 'public' && route.config?.organizationShare !== false)
    statuses.push(429);
  statuses.push(500);
  if (route.config?.readsDatabase !== false) statuses.push(503);
  return statuses;
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  200: 'Done',
  201: 'Created',
  204: 'Done; the answer has no body',
};

/** A success answer without a description of its own gets the plain meaning of its status. */
const described = (status: string, schema: unknown) =>
  schema instanceof z.ZodType && !schema.description && SUCCESS_DESCRIPTIONS[status]
    ? schema.describe(SUCCESS_DESCRIPTIONS[status])
    : schema;

/**
 * Every /api route documents the error answers it can give, with the one error body. Done here
 * rather than in each route, so that a new route cannot forget them; a route's own entries win.
 * The same schemas serialize the error handler's answers, so the document and the bodies agree.
 */
export const registerOpenApiErrors = (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
    const response: Record<string, unknown> = {};
    for (const status of derivedErrorStatuses(route)) response[status] = DERIVED[status];
    for (const [status, schema] of Object.entries(declared))
      response[status] = described(status, schema);
    route.schema = { ...route.schema, response };
  });
};

/**
 * The document's components: the named schemas (the error body) operations refer to. The library
 * adds an input twin of each (`ApiErrorInput`); twins no operation refers to are dropped, since
 * the API never reads an error body.
 */
export const schemaComponents: SwaggerTransformObject = (documentObject) => {
  const object = jsonSchemaTransformObject(documentObject);
  if (!('components' in object)) return object;
  const schemas = object.components?.schemas ?? {};
  const referenced = JSON.stringify(object.paths ?? {});
  for (const name of Object.keys(schemas)) {
    if (name.endsWith('Input') && !referenced.includes(`"#/components/schemas/${name}"`))
      delete schemas[name];
  }
  return object;
};
