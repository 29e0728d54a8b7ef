import type { FastifyInstance, FastifyRequest } from 'fastify';
import { READ_POSITION_HEADER, readPositionValue } from '@toolyard/shared';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A successful write answers only after `settled` resolved: the session cache has heard the
 * account changes the write committed (a logout, a new role, a renamed organization), so the
 * caller's next request — on this process — already sees them. What this process keeps of the
 * lists (`forgetKept`: their counts) is forgotten first. About one millisecond per write; reads
 * are untouched.
 *
 * With read replicas (`position`, decision 0064) the answer also carries the primary's WAL
 * position read after the write committed (`X-Toolyard-Lsn`): the client sends the highest it has
 * seen with every request, and no replica that has not replayed that far serves it. One more
 * query per write, and only where replicas are configured.
 */
export const registerReadYourWrites = (
  app: FastifyInstance,
  settled: () => Promise<void>,
  forgetKept: () => void,
  position?: () => Promise<string>,
) => {
  // A callback hook: reads (most requests) pass straight through, without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return done(null, payload);
    forgetKept();
    settled()
      .then(async () => {
        if (!position) return;
        try {
          reply.header(READ_POSITION_HEADER, await position());
        } catch (error) {
          // The write is done: answer it. The caller's next reads may then meet a replica
          // behind it, as before replicas (within REPLICA_MAX_LAG_MS).
          request.log.warn({ err: error }, 'the write position could not be read');
        }
      })
      .then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
  });
};

/** The highest write position the caller has seen (`X-Toolyard-Lsn`), if it sent a valid one. */
export const readPositionOf = (request: FastifyRequest) => {
  const value = request.headers[READ_POSITION_HEADER.toLowerCase()];
  return readPositionValue(typeof value === 'string' ? value : undefined);
};

export const isReadMethod = (method: string) => READ_METHODS.has(method);
