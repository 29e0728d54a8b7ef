import type { FastifyInstance } from 'fastify';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A successful write answers only after `settled` resolved: the session cache has heard the
 * account changes the write committed (a logout, a new role, a renamed organization), so the
 * caller's next request — on this process — already sees them. What this process keeps of the
 * lists (`forgetKept`: their counts) is forgotten first. About one millisecond per write; reads
 * are untouched.
 */
export const registerReadYourWrites = (
  app: FastifyInstance,
  settled: () => Promise<void>,
  forgetKept: () => void,
) => {
  // A callback hook: reads (most requests) pass straight through, without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return done(null, payload);
    forgetKept();
    settled().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
};

export const isReadMethod = (method: string) => READ_METHODS.has(method);
