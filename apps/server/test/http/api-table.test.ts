import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type Endpoint } from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  openApiDocument,
  openApiPath,
  type OpenApiDocument,
} from '../support/documented-statuses.js';

/**
 * The API table in @toolyard/shared is the one description of the API (docs/architecture.md,
 * "The API table"): the server registers exactly its routes, with its access rules, and the
 * published OpenAPI document shows exactly its operations.
 */
let ctx: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  ctx = await createTestApp();
  document = await openApiDocument(ctx.app);
});
afterAll(() => ctx.close());

const nameOf = ({ method, path }: Pick<Endpoint, 'method' | 'path'>) => `${method} ${path}`;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('the API table', () => {
  it('names every route once', () => {
    const names = allEndpoints.map(nameOf);
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
        name: nameOf(entry),
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
