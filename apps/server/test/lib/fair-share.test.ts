import { describe, expect, it } from 'vitest';
import { createFairShare, type FairShareOptions, type Release } from '../../src/lib/fair-share.js';
import { httpStatusOf } from '../../src/http/error-status.js';
import type { DomainError } from '../../src/lib/domain-errors.js';

const OPTIONS: FairShareOptions = {
  slots: 2,
  perOrganization: 2,
  perUser: 1,
  waitingPerOrganization: 3,
  waitingPerUser: 2,
  waitingTotal: 10,
  maxWaitMs: 5_000,
  retryAfterSeconds: 7,
  messages: { busy: 'errors.serverBusy', pastShare: 'errors.organizationBusy' },
};
const share = (options: Partial<FairShareOptions> = {}) =>
  createFairShare({ ...OPTIONS, ...options });

const of = (organizationId: number | null, userId: number) => ({ organizationId, userId });

/** The order claims are admitted in, and each one's release. */
const recorder = () => {
  const admitted: string[] = [];
  const releases = new Map<string, Release>();
  // A claim still waiting when its test ends is refused at its deadline, seconds later: caught
  // here, as a client would, so the refusal never surfaces in whatever test file runs then (the
  // API tests share a worker process, decision 0080).
  const claim = (limiter: ReturnType<typeof share>, name: string, who: ReturnType<typeof of>) =>
    limiter.acquire(who).then(
      (release) => {
        admitted.push(name);
        releases.set(name, release);
      },
      () => undefined,
    );
  return { admitted, release: (name: string) => releases.get(name)!(), claim };
};

const answer = (error: unknown) => {
  const refusal = error as DomainError;
  return { status: httpStatusOf(refusal), retryAfter: refusal.retryAfterSeconds };
};
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('fair share of scarce slots among organizations', () => {
  it("admits another organization's claim ahead of one organization's queue", async () => {
    const limiter = share({ slots: 1, perOrganization: 1, perUser: 1, waitingPerUser: 5 });
    const { admitted, release, claim } = recorder();
    await claim(limiter, 'A1', of(1, 11));
    // A piles up claims; B comes last.
    void claim(limiter, 'A2', of(1, 11));
    void claim(limiter, 'A3', of(1, 11));
    void claim(limiter, 'B1', of(2, 21));
    release('A1');
    await settled();
    expect(admitted).toEqual(['A1', 'B1']);
    release('B1');
    await settled();
    release('A2');
    await settled();
    expect(admitted).toEqual(['A1', 'B1', 'A2', 'A3']);
  });

  it('gives a free slot at once to an organization holding none while another holds its share', async () => {
    const limiter = share({ slots: 3, perOrganization: 2, perUser: 2 });
    const { admitted, claim } = recorder();
    await claim(limiter, 'A1', of(1, 11));
    await claim(limiter, 'A2', of(1, 11));
    // A is at its share: its third waits, while B's first is admitted without waiting.
    void claim(limiter, 'A3', of(1, 11));
    await claim(limiter, 'B1', of(2, 21));
    expect(admitted).toEqual(['A1', 'A2', 'B1']);
    expect(limiter.usage()).toEqual({ held: 3, waiting: 1 });
  });

  it("keeps one user from holding all of their organization's slots", async () => {
    const limiter = share({ slots: 4, perOrganization: 2, perUser: 1 });
    const { admitted, release, claim } = recorder();
    await claim(limiter, 'worker 1', of(1, 11));
    void claim(limiter, 'worker 1 again', of(1, 11));
    await claim(limiter, 'worker 2', of(1, 12));
    expect(admitted).toEqual(['worker 1', 'worker 2']);
    release('worker 1');
    await settled();
    expect(admitted).toEqual(['worker 1', 'worker 2', 'worker 1 again']);
  });

  it('refuses at once with 429 and Retry-After a claim past its organization’s or user’s waiting share', async () => {
    const limiter = share({
      slots: 1,
      perOrganization: 1,
      waitingPerOrganization: 2,
      waitingPerUser: 1,
    });
    await limiter.acquire(of(1, 11));
    void limiter.acquire(of(1, 11)).catch(() => undefined);
    // The same user's second waiting claim is past the user's share; a colleague still waits.
    const sameUser = await limiter.acquire(of(1, 11)).catch(answer);
    void limiter.acquire(of(1, 12)).catch(() => undefined);
    const organizationFull = await limiter.acquire(of(1, 13)).catch(answer);
    expect(sameUser).toEqual({ status: 429, retryAfter: 7 });
    expect(organizationFull).toEqual({ status: 429, retryAfter: 7 });
    expect(limiter.usage()).toEqual({ held: 1, waiting: 2 });
    limiter.close();
  });

  it('answers 503 with Retry-After a claim still waiting at its deadline, and forgets it', async () => {
    const limiter = share({ slots: 1, perOrganization: 1, maxWaitMs: 50 });
    const first = await limiter.acquire(of(1, 11));
    const started = Date.now();
    const late = await limiter.acquire(of(2, 21)).catch(answer);
    expect(late).toEqual({ status: 503, retryAfter: 7 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(limiter.usage()).toEqual({ held: 1, waiting: 0 });
    first();
    // The refused claim holds nothing: the next one gets the slot at once.
    const next = await limiter.acquire(of(2, 21));
    expect(limiter.usage()).toEqual({ held: 1, waiting: 0 });
    next();
  });

  it('answers 503 when the whole queue is full, and to claims after close', async () => {
    const limiter = share({ slots: 1, perOrganization: 1, waitingTotal: 1 });
    await limiter.acquire(of(1, 11));
    const waiting = limiter.acquire(of(2, 21)).catch(answer);
    expect(await limiter.acquire(of(3, 31)).catch(answer)).toEqual({ status: 503, retryAfter: 7 });
    limiter.close();
    expect(await waiting).toEqual({ status: 503, retryAfter: 7 });
    expect(await limiter.acquire(of(4, 41)).catch(answer)).toEqual({ status: 503, retryAfter: 7 });
  });

  it('lets a waiting claim go when its signal aborts (the client hung up)', async () => {
    const limiter = share({ slots: 1, perOrganization: 1 });
    await limiter.acquire(of(1, 11));
    const hangUp = new AbortController();
    const gone = limiter.acquire(of(2, 21), hangUp.signal).catch(answer);
    hangUp.abort();
    expect(await gone).toEqual({ status: 503, retryAfter: 7 });
    expect(limiter.usage()).toEqual({ held: 1, waiting: 0 });
  });

  it('gives a slot back once, however often release is called, and after work that fails', async () => {
    const limiter = share({ slots: 1, perOrganization: 1 });
    const release = await limiter.acquire(of(1, 11));
    release();
    release();
    expect(limiter.usage()).toEqual({ held: 0, waiting: 0 });
    await expect(
      limiter.run(of(1, 11), () => Promise.reject(new Error('render failed'))),
    ).rejects.toThrow('render failed');
    expect(limiter.usage()).toEqual({ held: 0, waiting: 0 });
  });
});
