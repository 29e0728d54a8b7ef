import { AsyncLocalStorage } from 'node:async_hooks';

type Declared = { route: string; announces: readonly string[] };

/** The API table entry of the request being served: what it says it announces. */
const served = new AsyncLocalStorage<Declared>();

/**
 * Outside production, a write runs knowing what its entry of the API table declares it
 * announces (`announces`, docs/architecture.md "The API table"), so that a change recorded
 * without being declared fails every test that makes it. In production nothing is wrapped.
 */
export const checksAnnouncements = process.env.NODE_ENV !== 'production';

export const servedAs = <T>(declared: Declared, serve: () => T): T => served.run(declared, serve);

/**
 * Refuses an activity row whose kind the route being served did not declare: its live event
 * would reach screens the web app's refresh map was never told of. Rows written outside a
 * request (a queued job, the seed) are not a route's.
 */
export const checkAnnounced = (entityType: string | null | undefined) => {
  if (!entityType) return;
  const declared = served.getStore();
  if (!declared || declared.announces.includes(entityType)) return;
  throw new Error(
    `${declared.route} records a '${entityType}' change, which its API table entry does not announce`,
  );
};
