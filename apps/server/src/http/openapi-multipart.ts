import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Documents a multipart upload's request body (one file field) for a route's `config.swaggerTransform`.
 * The handler reads the parts itself, so the route declares no body schema: Fastify would
 * validate the unparsed body against it. This adds the body to the OpenAPI document only.
 */
export const multipartFileBody =
  (field: string, description: string): SwaggerTransform =>
  (document) => {
    const transformed = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
    const body = {
      type: 'object',
      required: [field],
      properties: { [field]: { type: 'string', format: 'binary', description } },
    };
    return {
      ...transformed,
      schema: { ...transformed.schema, consumes: ['multipart/form-data'], body },
    };
  };

/**
 * As multipartFileBody, for a form of text fields and files (a damage report's description and
 * photos): `fields` are the form's parts, each an OpenAPI schema.
 */
export const multipartFormBody =
  (fields: Record<string, Record<string, unknown>>, required: string[]): SwaggerTransform =>
  (document) => {
    const transformed = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
    const body = { type: 'object', required, properties: fields };
    return {
      ...transformed,
      schema: { ...transformed.schema, consumes: ['multipart/form-data'], body },
    };
  };
