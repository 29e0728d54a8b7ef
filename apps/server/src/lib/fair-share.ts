import type { AuthContext } from './auth-context.js';
import { rateLimited, temporarilyUnavailable } from './domain-errors.js';

/** Who asks for a slot: their organization (null: the platform's superadmin) and themselves. */
export type Claimant = { organizationId: number | null; userId: number };

/** The signed-in caller as a claimant (an impersonating superadmin counts as the organization's). */
export const claimantOf = ({ user }: AuthContext): Claimant => ({
  organizationId: user.organizationId,
  userId: user.id,
});

export type FairShareOptions = {
  /** Slots held at once by everyone together. */
  slots: number;
  /** Slots one organization may hold at once. */
  perOrganization: number;
  /** Slots one user may hold at once: fewer than their organization's, so they cannot take all. */
  perUser: number;
  /** Claims one organization may have waiting; beyond that it is past its share: 429 at once. */
  waitingPerOrganization: number;
  /** Claims one user may have waiting; beyond that, 429 at once. */
  waitingPerUser: number;
  /** Claims everyone together may have waiting; beyond that, 503 at once. */
  waitingTotal: number;
  /** A claim still waiting after this long is answered 503: a wait is always short. */
  maxWaitMs: number;
  /** What the refusals' Retry-After says. */
  retryAfterSeconds: number;
  /** i18n keys: the whole process is busy (503), or the caller's organization or user is past its share (429). */
  messages: { busy: string; pastShare: string };
};

/** Gives the slot back; calling it again does nothing. */
export type Release = () => void;

export type FairShare = {
  /**
   * A slot for the claimant: at once when one is free within their shares, else after a wait in
   * the queue (at most `maxWaitMs`). Rejects with a DomainError (429/503 with Retry-After) when
   * the queue is full for them, the wait is over, the signal aborts, or the limiter is closed.
   */
  acquire: (claimant: Claimant, signal?: AbortSignal) => Promise<Release>;
  /** `work` in a slot; the slot is given back when it settles. */
  run: <T>(claimant: Claimant, work: () => Promise<T>) => Promise<T>;
  /** Slots held and claims waiting right now. */
  usage: () => { held: number; waiting: number };
  /** Refuses every waiting claim and every claim after. */
  close: () => void;
};

type Waiter = {
  claimant: Claimant;
  /** Order of arrival: among organizations holding as many slots, the earlier claim goes first. */
  order: number;
  admit: (release: Release) => void;
  refuse: (error: Error) => void;
};

const PLATFORM = 'platform';
const organizationKey = ({ organizationId }: Claimant) => organizationId ?? PLATFORM;

const increment = <K>(counts: Map<K, number>, key: K, by: number) => {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
};

/**
 * Fair shares of a scarce resource — worker threads, the database pool, the event loop's time —
 * among organizations (decision 0057). Each organization and each user may hold only so many
 * slots at once; a claim beyond waits in one queue, briefly, and a freed slot goes to the waiting
 * claim whose organization holds the fewest slots (then the earliest): an organization that
 * piles up claims waits behind its own, never ahead of anyone else's. A wait is bounded in length
 * and in time; past either, the claim is refused with Retry-After, so clients know when to come
 * back instead of hanging.
 */
export const createFairShare = (options: FairShareOptions): FairShare => {
  let held = 0;
  const heldByOrganization = new Map<number | string, number>();
  const heldByUser = new Map<number, number>();
  const waitingByOrganization = new Map<number | string, number>();
  const waitingByUser = new Map<number, number>();
  const waiting: Waiter[] = [];
  let arrivals = 0;
  /** When each organization holding or waiting last got a slot: who was served longest ago goes first. */
  const lastTurn = new Map<number | string, number>();
  let turns = 0;
  let closed = false;

  const busy = () => temporarilyUnavailable(options.messages.busy, options.retryAfterSeconds);
  const pastShare = () => rateLimited(options.messages.pastShare, options.retryAfterSeconds);

  const mayHold = (claimant: Claimant) =>
    held < options.slots &&
    (heldByOrganization.get(organizationKey(claimant)) ?? 0) < options.perOrganization &&
    (heldByUser.get(claimant.userId) ?? 0) < options.perUser;

  const take = (claimant: Claimant): Release => {
    held += 1;
    increment(heldByOrganization, organizationKey(claimant), 1);
    lastTurn.set(organizationKey(claimant), (turns += 1));
    increment(heldByUser, claimant.userId, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held -= 1;
      increment(heldByOrganization, organizationKey(claimant), -1);
      increment(heldByUser, claimant.userId, -1);
      forgetIdle(organizationKey(claimant));
      admitWaiting();
    };
  };

  const leaveQueue = (waiter: Waiter) => {
    const index = waiting.indexOf(waiter);
    if (index < 0) return false;
    waiting.splice(index, 1);
    increment(waitingByOrganization, organizationKey(waiter.claimant), -1);
    increment(waitingByUser, waiter.claimant.userId, -1);
    forgetIdle(organizationKey(waiter.claimant));
    return true;
  };

  /** An organization with nothing held or waiting has no turn to remember. */
  const forgetIdle = (organization: number | string) => {
    if (!heldByOrganization.has(organization) && !waitingByOrganization.has(organization))
      lastTurn.delete(organization);
  };

  /** How a waiting claim ranks: its organization's slots held, when it was last served, its arrival. */
  const rank = (waiter: Waiter) => {
    const organization = organizationKey(waiter.claimant);
    return [
      heldByOrganization.get(organization) ?? 0,
      lastTurn.get(organization) ?? 0,
      waiter.order,
    ];
  };
  const before = (a: number[], b: number[]) => {
    const differs = a.findIndex((value, index) => value !== b[index]);
    return differs >= 0 && a[differs]! < b[differs]!;
  };

  /**
   * The waiting claim that may hold a slot now: of the organization holding the fewest, then of
   * the one served longest ago (turn by turn when one slot is all there is), then the earliest.
   */
  const nextWaiter = () => {
    let best: { waiter: Waiter; rank: number[] } | undefined;
    for (const waiter of waiting) {
      if (!mayHold(waiter.claimant)) continue;
      const ranked = rank(waiter);
      if (!best || before(ranked, best.rank)) best = { waiter, rank: ranked };
    }
    return best?.waiter;
  };

  const admitWaiting = () => {
    for (let waiter = nextWaiter(); waiter && !closed; waiter = nextWaiter()) {
      leaveQueue(waiter);
      waiter.admit(take(waiter.claimant));
    }
  };

  const acquire = (claimant: Claimant, signal?: AbortSignal) => {
    if (closed || signal?.aborted) return Promise.reject(busy());
    // A free slot within the claimant's shares is theirs at once. (No waiting claim could take
    // it instead: every release hands free slots to waiting claims before anything else runs.)
    if (mayHold(claimant)) return Promise.resolve(take(claimant));
    if (
      (waitingByOrganization.get(organizationKey(claimant)) ?? 0) >=
        options.waitingPerOrganization ||
      (waitingByUser.get(claimant.userId) ?? 0) >= options.waitingPerUser
    ) {
      return Promise.reject(pastShare());
    }
    if (waiting.length >= options.waitingTotal) return Promise.reject(busy());
    return new Promise<Release>((resolve, reject) => {
      const waiter: Waiter = {
        claimant,
        order: (arrivals += 1),
        admit: (release) => {
          clearTimeout(deadline);
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
        refuse: (error) => {
          clearTimeout(deadline);
          signal?.removeEventListener('abort', onAbort);
          if (leaveQueue(waiter)) reject(error);
        },
      };
      const deadline = setTimeout(() => waiter.refuse(busy()), options.maxWaitMs);
      const onAbort = () => waiter.refuse(busy());
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(waiter);
      increment(waitingByOrganization, organizationKey(claimant), 1);
      increment(waitingByUser, claimant.userId, 1);
    });
  };

  return {
    acquire,
    run: async (claimant, work) => {
      const release = await acquire(claimant);
      try {
        return await work();
      } finally {
        release();
      }
    },
    usage: () => ({ held, waiting: waiting.length }),
    close: () => {
      closed = true;
      for (const waiter of [...waiting]) waiter.refuse(busy());
    },
  };
};
