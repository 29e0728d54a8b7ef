import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp, BODY_LIMIT_BYTES } from '../../src/app.js';
import { registerAuthGuard } from '../../src/http/auth-guard.js';
import * as schema from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the HTTP surface', () => {
  it('answers /api/health with 200 while the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers /api/health with 503 when the database is unreachable', async () => {
    const deadPool = new pg.Pool({
      connectionString: 'postgresql://nobody@127.0.0.1:1/none',
      connectionTimeoutMillis: 500,
    });
    const app = await buildApp({ db: drizzle(deadPool, { schema }), config: ctx.config });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    // A request that needs the database gets 503 with our error shape, not a 500.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'someone', password: 'something' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json().code).toBe('database_unavailable');
    await app.close();
    await deadPool.end();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('refuses a body that tries to poison prototypes', async () => {
    for (const payload of [
      '{"__proto__":{"admin":true},"username":"a","password":"b"}',
      '{"constructor":{"prototype":{"admin":true}}}',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(BODY_LIMIT_BYTES + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('sends the security headers and no server banner', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers).not.toHaveProperty('server');
    expect(response.headers).not.toHaveProperty('x-powered-by');
  });

  it('sends the same security headers on every answer: a read, a refusal, an unknown route', async () => {
    // What helmet sets with our options (worked out once at start, http/security-headers.ts).
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self' https://ipapi.co https://ip-api.com https://get.geojs.io;object-src 'none';frame-ancestors 'none';form-action 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/health', '/api/tools', '/api/no-such-route']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(expected);
      expect(response.headers, url).not.toHaveProperty('cross-origin-embedder-policy');
    }
  });

  it('publishes the OpenAPI document with the auth routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/register',
        '/api/auth/me',
        '/api/auth/logout',
        '/api/auth/change-password',
        '/api/health',
      ]),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('answers the public client settings', async () => {
    const on = await ctx.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(on.json()).toEqual({ languageDetection: true });
    const offCtx = await createTestApp({ LANGUAGE_DETECTION: 'off' });
    const off = await offCtx.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(off.json()).toEqual({ languageDetection: false });
    await offCtx.close();
  });

  it('refuses to start with an API route that declares no access rule', async () => {
    const app = Fastify();
    registerAuthGuard(app, async () => null);
    expect(() => app.get('/api/unguarded', async () => 'oops')).toThrow(/declares no access rule/);
    await app.close();
  });
});
