import type { FastifyInstance, FastifyReply } from 'fastify';
import { POOL_CONNECTIONS } from '../db/client.js';
import {
  claimantOf,
  createFairShare,
  type Claimant,
  type FairShare,
  type FairShareOptions,
} from '../lib/fair-share.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    /**
     * `false` on a route whose requests stay open for as long as the client likes (the event
     * stream): it would hold one of its organization's request slots for hours.
     */
    organizationShare?: false;
  }
}

/**
 * Signed-in requests one organization may have running at once in this process (decision 0057).
 * Half the database pool: one organization's burst never holds every connection, and what it
 * does on the event loop (answers serialized, export rows written) is a few requests' worth,
 * whatever its clients send. Beyond its share an organization's requests wait, briefly, in a
 * queue where every other organization's go first, then get 429/503 with Retry-After.
 */
const PER_ORGANIZATION = Math.floor(POOL_CONNECTIONS / 2);

export const REQUEST_SHARE: FairShareOptions = {
  slots: 4 * POOL_CONNECTIONS,
  perOrganization: PER_ORGANIZATION,
  // Most organizations are one office: its admin may use all of its share.
  perUser: PER_ORGANIZATION,
  // A burst of 50 (a phone's offline queue, a script) waits rather than being refused: a waiting
  // request holds no connection and costs nothing. Its wait is bounded: a request of a burst on a
  // very busy machine is answered 503 rather than hanging.
  waitingPerOrganization: 64,
  waitingPerUser: 48,
  waitingTotal: 512,
  maxWaitMs: 8_000,
  retryAfterSeconds: 2,
  messages: { busy: 'errors.serverBusy', pastShare: 'errors.organizationBusy' },
};

/**
 * A slot of `share` held for the request until its answer is written to the end or the client
 * hangs up (a streamed export holds it while it streams); a request whose client hangs up while
 * it waits leaves the queue.
 */
export const holdSlotForAnswer = async (
  share: FairShare,
  claimant: Claimant,
  reply: FastifyReply,
) => {
  // 'close' comes once the answer is written to the end, or when the client hangs up before.
  const closed = new AbortController();
  reply.raw.once('close', () => closed.abort());
  // A client that hung up before this hook ran (a page left while the session was looked up)
  // had its 'close' already: without this check its slot would be taken and never given back.
  if (reply.raw.destroyed || reply.request.raw.destroyed || reply.raw.socket?.destroyed)
    closed.abort();
  const release = await share.acquire(claimant, closed.signal);
  if (closed.signal.aborted) return release();
  closed.signal.addEventListener('abort', release, { once: true });
};

/**
 * Every signed-in request of an organization takes a slot of its organization's share, right
 * after the auth guard has said who it is (so nothing is read before). The platform's superadmin
 * is no organization's and is not counted.
 */
export const registerOrganizationShare = (app: FastifyInstance, options = REQUEST_SHARE) => {
  const share = createFairShare(options);
  app.addHook('onClose', async () => share.close());
  app.addHook('onRequest', (request, reply, done) => {
    const auth = request.auth;
    if (!auth || auth.user.organizationId === null) return done();
    if (request.routeOptions.config.organizationShare === false) return done();
    holdSlotForAnswer(share, claimantOf(auth), reply).then(() => done(), done);
  });
};
