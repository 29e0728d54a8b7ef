import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import type { ReplicaRouter } from '../db/replica-router.js';
import { readPositionOf } from './read-your-writes.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    /** This process's read replicas: their state, for the operator's view and tests. */
    readReplicas: ReplicaRouter;
  }
}

/**
 * `reader(request)`: the database for the request's reads that tolerate a replica (lists,
 * searches, exports, PDFs, dashboards, item pages; decision 0064). Decided once per request, from
 * the write position the caller sent, so all of one answer's reads come from one server. A route
 * that writes, or reads in order to write, uses `db` (the primary) instead.
 */
export const createReader = (router: ReplicaRouter, primary: Database) => {
  if (!router.enabled) return () => primary;
  const chosen = new WeakMap<FastifyRequest, Database>();
  return (request: FastifyRequest): Database => {
    let db = chosen.get(request);
    if (!db) {
      db = router.readerFor(readPositionOf(request));
      chosen.set(request, db);
    }
    return db;
  };
};
