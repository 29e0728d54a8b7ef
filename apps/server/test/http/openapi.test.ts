import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { allEndpoints, ERROR_CODES, type Endpoint } from '@toolyard/shared';
import type { RouteRecord } from '../../src/http/auth-guard.js';
import { registerOpenApiErrors } from '../../src/http/openapi-errors.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, branchWithSite, create, organizationWithAdmin } from '../support/fixtures.js';
import {
  openApiDocument,
  openApiPath,
  operationOf,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiResponse,
} from '../support/documented-statuses.js';
import { recordBattery } from '../support/battery.js';

let ctx: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  ctx = await createTestApp();
  document = await openApiDocument(ctx.app);
});
afterAll(() => ctx.close());

const name = (route: RouteRecord) => `${route.method} ${route.url}`;
const operation = (route: RouteRecord): OpenApiOperation => {
  const found = operationOf(document, route);
  if (!found) throw new Error(`${name(route)} is missing from the OpenAPI document`);
  return found;
};

// Methods Fastify reads a body of: such a request can be malformed JSON (400), too large (413) or
// of a content type nobody reads (415), whether or not the route declares a body.
const readsBody = (route: RouteRecord) => route.method !== 'GET';
// The one route that never reads the database (the browser's settings from the environment).
const WITHOUT_DATABASE = new Set(['GET /api/config/public']);
// The health and readiness checks answer their own body when the database is down: that is what
// they report.
const OWN_503 = new Set(['GET /api/health', 'GET /api/ready']);

/** The error answers a route must document by what it is, independent of how the server derives them. */
const impliedErrors = (route: RouteRecord) => {
  // Any request can be refused as invalid: its query string is checked for control characters
  // even on routes that declare none.
  const statuses = [400, 500];
  if (route.access !== 'public') statuses.push(401, 403);
  // Signed-in requests past their organization's share (http/organization-share.ts).
  if (route.access !== 'public') statuses.push(429);
  if (route.url.includes('/:')) statuses.push(404);
  if (readsBody(route)) statuses.push(413, 415);
  if (!WITHOUT_DATABASE.has(name(route))) statuses.push(503);
  return statuses;
};

/** A schema, or the component a `$ref` points to. */
const resolve = (schema: Record<string, unknown> | undefined) => {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  const component = /^#\/components\/schemas\/(\w+)$/.exec(ref)?.[1];
  return component ? document.components?.schemas?.[component] : undefined;
};

const expectErrorBody = (answer: OpenApiResponse | undefined, where: string) => {
  expect(answer, where).toBeDefined();
  expect(answer!.description, where).toEqual(expect.any(String));
  expect(answer!.description!.length, where).toBeGreaterThan(10);
  const schema = resolve(answer!.content?.['application/json']?.schema) as
    { properties?: Record<string, { enum?: string[] }>; required?: string[] } | undefined;
  expect(schema?.required, where).toEqual(expect.arrayContaining(['message', 'code']));
  expect(Object.keys(schema?.properties ?? {}).sort(), where).toEqual([
    'code',
    'conflicts',
    'fieldErrors',
    'message',
  ]);
  expect(schema?.properties?.code?.enum, where).toEqual([...ERROR_CODES]);
};

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3 document with an operation for every route of the inventory', ({ task }) => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toEqual(expect.any(String));
    expect(document.info.version).toEqual(expect.any(String));
    for (const route of ctx.app.routeInventory) {
      const op = operation(route);
      const responses = Object.entries(op.responses ?? {});
      expect(responses.length, name(route)).toBeGreaterThan(0);
      expect(
        responses.some(([status]) => status.startsWith('2')),
        `${name(route)} documents no success answer`,
      ).toBe(true);
      for (const [status, answer] of responses) {
        expect(status, name(route)).toMatch(/^[1-5]\d\d$/);
        expect(answer.description, `${name(route)} ${status}`).toEqual(expect.any(String));
        for (const [mediaType, media] of Object.entries(answer.content ?? {})) {
          expect(media.schema, `${name(route)} ${status} ${mediaType}`).toEqual(expect.any(Object));
        }
      }
      // Every {parameter} of the path is declared as a required path parameter.
      for (const [, parameter] of openApiPath(route.url).matchAll(/\{(\w+)\}/g)) {
        expect(op.parameters, `${name(route)} {${parameter}}`).toContainEqual(
          expect.objectContaining({ name: parameter, in: 'path', required: true }),
        );
      }
    }
    recordBattery(task, 'OpenAPI: operations', {
      routes: ctx.app.routeInventory.length,
      paths: Object.keys(document.paths).length,
    });
  });

  it('lists on every route the error answers its rule, path and input imply, each with the error body', ({
    task,
  }) => {
    let listed = 0;
    for (const route of ctx.app.routeInventory) {
      const op = operation(route);
      for (const status of impliedErrors(route)) {
        const where = `${name(route)} ${status}`;
        if (status === 503 && OWN_503.has(name(route))) {
          expect(op.responses?.['503']?.description, where).toEqual(expect.any(String));
          continue;
        }
        expectErrorBody(op.responses?.[String(status)], where);
        listed += 1;
      }
      // Answers a route declares itself (409, 429, 502, …) carry the error body too.
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        if (Number(status) >= 400 && !(status === '503' && OWN_503.has(name(route))))
          expectErrorBody(answer, `${name(route)} ${status}`);
      }
    }
    recordBattery(task, 'OpenAPI: documented error answers', {
      routes: ctx.app.routeInventory.length,
      answers: listed,
    });
  });

  it('documents the use-case answers that no rule implies: conflicts, rate limits and a failing upstream', () => {
    const answers = (method: string, url: string) =>
      Object.keys(operation({ method, url, access: 'public' }).responses ?? {});
    expect(answers('POST', '/api/auth/login')).toEqual(expect.arrayContaining(['401', '429']));
    expect(answers('POST', '/api/auth/register')).toEqual(expect.arrayContaining(['409', '429']));
    expect(answers('POST', '/api/ai/notify')).toEqual(expect.arrayContaining(['429', '502']));
    expect(answers('POST', '/api/upload/logo')).toEqual(expect.arrayContaining(['429']));
    expect(answers('POST', '/api/users')).toContain('409');
    expect(answers('DELETE', '/api/branches/:id')).toContain('409');
    expect(answers('POST', '/api/tools/:id/status')).toContain('409');
    expect(answers('POST', '/api/vehicles/:id/confirm')).toContain('409');
    expect(answers('GET', '/api/organizations/my-organization')).toContain('404');
  });

  it('documents 204 without content, and no 200, for deletes and sign-out', () => {
    const noContent = ctx.app.routeInventory.filter(
      (route) => route.method === 'DELETE' || route.url === '/api/auth/logout',
    );
    expect(noContent.length).toBeGreaterThanOrEqual(9);
    for (const route of noContent) {
      const responses = operation(route).responses ?? {};
      expect(Object.keys(responses), name(route)).toContain('204');
      expect(Object.keys(responses), name(route)).not.toContain('200');
      expect(responses['204']?.content, name(route)).toBeUndefined();
    }
  });

  it('answers a delete with 204 and an empty body: the documented answer does not trip the serializer', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const { branch, site } = await branchWithSite(ctx.app, admin.token);
    const tool = await create(ctx.app, admin.token, '/api/tools', {
      name: 'Drill',
      branchId: branch.id,
      siteId: site.id,
    });
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tools/${tool.id}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('documents the media types that are not JSON: the event stream, the PDF and the logo upload', () => {
    const events = operation({ method: 'GET', url: '/api/events', access: 'events.subscribe' })
      .responses?.['200'];
    expect(Object.keys(events?.content ?? {})).toEqual(['text/event-stream']);
    expect(events?.description).toMatch(
      /id:.*event: change.*data: \{.*entityType.*entityId.*action/s,
    );

    const pdf = operation({
      method: 'GET',
      url: '/api/reports/:id/download',
      access: 'reports.download',
    }).responses?.['200'];
    expect(pdf?.content?.['application/pdf']?.schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });

    const upload = operation({
      method: 'POST',
      url: '/api/upload/logo',
      access: 'organizations.uploadLogo',
    });
    expect(upload.requestBody?.content?.['multipart/form-data']?.schema).toMatchObject({
      type: 'object',
      required: ['logo'],
      properties: { logo: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(upload.responses ?? {})).toContain('201');
    expect(Object.keys(upload.responses ?? {})).not.toContain('200');
  });

  it('gives a new route its error answers without the route saying anything about them', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, {
      openapi: { info: { title: 'probe', version: '0' } },
      transform: jsonSchemaTransform,
    });
    registerOpenApiErrors(app);
    app.put('/api/things/:id', { config: { access: 'tools.update' } }, async () => ({ ok: true }));
    app.get('/api/open', { config: { access: 'public', readsDatabase: false } }, async () => ({
      ok: true,
    }));
    await app.ready();
    const probe = app.swagger() as unknown as OpenApiDocument;
    expect(Object.keys(probe.paths['/api/things/{id}']?.put?.responses ?? {}).sort()).toEqual([
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
      '429',
      '500',
      '503',
    ]);
    expect(Object.keys(probe.paths['/api/open']?.get?.responses ?? {}).sort()).toEqual([
      '400',
      '500',
    ]);
    await app.close();
  });
});

/*
 * The API table in @toolyard/shared is the one description of the API (docs/architecture.md,
 * "The API table"): the server registers exactly its routes, with its access rules, and the
 * published OpenAPI document shows exactly its operations.
 */
const endpointName = ({ method, path }: Pick<Endpoint, 'method' | 'path'>) => `${method} ${path}`;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('the API table', () => {
  it('names every route once', () => {
    const names = allEndpoints.map(endpointName);
    expect(names.length).toBeGreaterThan(100);
    expect(new Set(names).size).toBe(names.length);
  });

  it('is what the server registered: no route missing, none extra, each with its access rule and idempotency', () => {
    const registered = ctx.app.routeInventory
      // The documentation UI's own routes come from its plugin, not from the API.
      .filter((route) => !route.url.startsWith('/api/docs'))
      .map((route) => ({
        name: `${route.method} ${route.url}`,
        access: route.access,
        idempotent: route.idempotent === true,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const declared = allEndpoints
      .map((entry) => ({
        name: endpointName(entry),
        access: entry.access,
        idempotent: entry.idempotent === true,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(registered).toEqual(declared);
  });

  it('is what the OpenAPI document shows: every operation, with the summary and success status of its entry', () => {
    const documented = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/docs'))
      .flatMap(([path, operations]) =>
        Object.entries(operations as Record<string, { summary?: string; responses: object }>)
          .filter(([method]) => METHODS.includes(method))
          .map(([method, operation]) => ({
            name: `${method.toUpperCase()} ${path}`,
            summary: operation.summary,
            success: Object.keys(operation.responses).filter((status) => status.startsWith('2')),
          })),
      )
      .sort((a, b) => a.name.localeCompare(b.name));
    const declared = allEndpoints
      .filter((entry) => !entry.hidden)
      .map((entry) => ({
        name: `${entry.method} ${openApiPath(entry.path)}`,
        summary: entry.summary,
        success: [String(entry.status)],
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(documented).toEqual(declared);
  });
});
