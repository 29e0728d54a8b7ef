// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isTooOld, newKey, outcomeOf, queuedActionOf, retryDelay } from './queued-action';

const answer = (status: number, message = 'Refused', retryAfter: number | null = null) =>
  new ApiError(status, '', JSON.stringify({ message }), retryAfter);

afterEach(() => vi.unstubAllGlobals());

describe('what becomes of a queued write that failed', () => {
  it('tries again later after a lost connection, a server error, a wait the server named, or an ended session', () => {
    expect(outcomeOf('returnTool', new TypeError('Failed to fetch'))).toEqual({
      type: 'later',
      afterMs: null,
    });
    expect(outcomeOf('returnTool', answer(409, 'Still running', 1))).toEqual({
      type: 'later',
      afterMs: 1_000,
    });
    expect(outcomeOf('createReport', answer(429, 'Slow down', 30))).toEqual({
      type: 'later',
      afterMs: 30_000,
    });
    for (const status of [500, 502, 503, 401, 408])
      expect(outcomeOf('confirmTool', answer(status)).type).toBe('later');
  });

  it('gives up on a final refusal, in terms of the item for a confirm or a return', () => {
    expect(outcomeOf('confirmVehicle', answer(404))).toEqual({
      type: 'notSent',
      reason: 'notAssigned',
      detail: null,
    });
    expect(outcomeOf('returnTool', answer(409, 'Already handled'))).toEqual({
      type: 'notSent',
      reason: 'changed',
      detail: null,
    });
    expect(outcomeOf('returnTool', answer(400, 'Choose a storage unit of this branch'))).toEqual({
      type: 'notSent',
      reason: 'refused',
      detail: 'Choose a storage unit of this branch',
    });
    // A report has no item: its refusals are the server's own words.
    expect(outcomeOf('createReport', answer(404, 'Site not found'))).toEqual({
      type: 'notSent',
      reason: 'refused',
      detail: 'Site not found',
    });
    expect(outcomeOf('createReport', answer(422, 'Key reused'))).toMatchObject({
      reason: 'refused',
    });
  });

  it('waits a little longer after each failure in a row, up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelay)).toEqual([
      2_000, 5_000, 15_000, 30_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('counts a write as too old once it waited longer than the 24 hours the server keeps keys', () => {
    const made = Date.parse('2026-11-26T08:00:00Z');
    expect(isTooOld({ createdAt: made }, made + 24 * 60 * 60 * 1000)).toBe(false);
    expect(isTooOld({ createdAt: made }, made + 24 * 60 * 60 * 1000 + 1)).toBe(true);
  });
});

describe('a queued write', () => {
  it('carries its own id and a fresh idempotency key, kept for every attempt', () => {
    const draft = {
      kind: 'returnTool' as const,
      path: '/api/tools/5/return',
      body: { storageUnitId: 2 },
      subject: { id: 5, name: 'Hilti TE 30' },
    };
    const one = queuedActionOf(draft, 1);
    const two = queuedActionOf(draft, 1);
    expect(one.request).toEqual({
      method: 'POST',
      path: '/api/tools/5/return',
      body: { storageUnitId: 2 },
    });
    expect(one.idempotencyKey).not.toBe(two.idempotencyKey);
    expect(one.idempotencyKey).not.toBe(one.id);
  });

  it('makes a UUID key also where crypto.randomUUID is missing (a page served over plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const key = newKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
