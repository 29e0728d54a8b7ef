import type { App } from '../../src/app.js';

type MediaType = { schema?: Record<string, unknown> };
export type OpenApiResponse = { description?: string; content?: Record<string, MediaType> };
export type OpenApiOperation = {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, OpenApiResponse>;
};
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Record<string, unknown>> };
};

type Route = { method: string; url: string };

/** The path of a Fastify route in the OpenAPI document: `/api/tools/:id` is `/api/tools/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The document as published to API clients, at /api/docs/json. */
export const openApiDocument = async (app: App) => {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200)
    throw new Error(`/api/docs/json answered ${response.statusCode}`);
  return response.json<OpenApiDocument>();
};

export const operationOf = (
  document: OpenApiDocument,
  route: Route,
): OpenApiOperation | undefined =>
  document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

/**
 * The status codes the published document lists for each route. Tests that call every route
 * check each answer against it, so an answer the document does not mention fails a test.
 */
export const documentedStatuses = async (app: App) => {
  const document = await openApiDocument(app);
  return (route: Route): number[] =>
    Object.keys(operationOf(document, route)?.responses ?? {}).map(Number);
};
