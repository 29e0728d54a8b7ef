import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createPool } from '../../src/db/client.js';
import * as schema from '../../src/db/schema.js';
import { createTestDatabase } from '../support/test-app.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(4_000))});`;
let app: App;
let closePool: () => Promise<void>;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Toolyard</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), gzipSync(script));
  const url = await createTestDatabase();
  const quiet = () => undefined;
  const pool = createPool(url, { info: quiet, warn: quiet, error: quiet });
  closePool = () => pool.end();
  app = await buildApp({
    db: drizzle(pool, { schema }),
    config: loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      DATA_DIR: dist,
      LOG_LEVEL: 'silent',
    }),
    webDist: dist,
  });
});
afterAll(async () => {
  await app.close();
  await closePool();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves an asset Brotli-compressed to a browser that accepts it, as built, cached for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a client route with index.html, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/tools' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Toolyard</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
