import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA: hashed assets cached for a year (Brotli or gzip as the browser accepts),
 * index.html never cached, and every non-API GET that is not a file answered with index.html so
 * client routes survive a reload.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string) => {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${webDist}; serving the API only.`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/scripts/compress-dist.mjs).
    preCompressed: true,
    // Ours instead of the plugin's one max-age for all (it would overwrite what we set here).
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The body depends on Accept-Encoding: caches must keep the variants apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return true;
};

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');
/** The scraper's (modules/health/metrics-routes.ts): a 404 there is JSON, never the web app. */
const isMetricsPath = (url: string) => url === '/metrics' || url.startsWith('/metrics/');

export const isSpaRequest = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') && !isApiPath(url) && !isMetricsPath(url);
