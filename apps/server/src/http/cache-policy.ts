import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NO_STORE = 'no-store';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

// By the path asked for and by the route that answered: neither may be the API's.
const isApiAnswer = (request: FastifyRequest) =>
  isApiPath(request.url.split('?')[0] ?? '') || isApiPath(request.routeOptions.url ?? '');

const cachePolicyOf = (request: FastifyRequest, reply: FastifyReply) => {
  if (isApiAnswer(request) || reply.statusCode >= 400) return NO_STORE;
  const own = reply.getHeader('cache-control');
  return typeof own === 'string' && own !== '' ? own : NO_STORE;
};

/**
 * What a browser or a proxy may keep of an answer, decided here for every answer and nowhere
 * else (docs/decisions/0055-no-stored-api-answers.md):
 *
 * - Every API answer — a signed-in caller's data, a photo, a download, an error, and the public
 *   ones too (health, public config, the API documentation) — is `no-store`. A browser's cache
 *   is keyed by the URL alone, not by the token a request carried: an answer it kept for one
 *   user would be handed to the next user of the same phone, of another organization or signed
 *   out, without asking the server. No API answer is worth that risk; the app keeps what it
 *   needs offline itself, per user (decision 0033).
 * - An error is never kept either.
 * - Outside the API, an answer keeps the policy its route gave it: the built web app's files
 *   (hashed assets for a year, index.html revalidated, http/web-app.ts) and the organization
 *   logos (public, immutable: each is a random name, answered to anyone without a session, so
 *   a cache holds nothing another caller could not fetch). Anything else there is `no-store`.
 *
 * An onSend hook: it runs after a route, the compression plugin and the large-answer streaming
 * have produced the answer, for every answer that goes through Fastify. Only a hijacked answer
 * (the live event stream) writes its own headers, and says `no-store` itself.
 */
export const registerCachePolicy = (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('cache-control', cachePolicyOf(request, reply));
    done(null, payload);
  });
};
