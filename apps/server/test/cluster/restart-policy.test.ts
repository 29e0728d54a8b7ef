import { describe, expect, it } from 'vitest';
import { createRestartPolicy, RESTART_POLICY } from '../../src/cluster/restart-policy.js';

const { stableAfterMs, windowMs, maxEarlyDeaths } = RESTART_POLICY;

describe('restart policy', () => {
  it('gives up when a worker fails before the server has ever listened', () => {
    const policy = createRestartPolicy();
    expect(policy.afterDeath({ livedMs: 800, at: 0 })).toEqual({
      restart: false,
      reason: 'a worker failed while the server was starting',
    });
  });

  it('replaces a worker that served for a while at once, however often', () => {
    const policy = createRestartPolicy();
    policy.served();
    for (let i = 0; i < 20; i += 1) {
      expect(policy.afterDeath({ livedMs: stableAfterMs, at: i * 1_000 })).toEqual({
        restart: true,
        delayMs: 0,
      });
    }
  });

  it('waits longer after each early death and gives up after a few in a row', () => {
    const policy = createRestartPolicy();
    policy.served();
    const delays: number[] = [];
    let at = 0;
    for (;;) {
      const decision = policy.afterDeath({ livedMs: 1_000, at });
      if (!decision.restart) {
        expect(decision.reason).toMatch(/died within 15 s of starting 5 times/);
        break;
      }
      delays.push(decision.delayMs);
      at += decision.delayMs + 1_000;
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000]);
    expect(delays).toHaveLength(maxEarlyDeaths - 1);
  });

  it('forgets early deaths older than its window', () => {
    const policy = createRestartPolicy();
    policy.served();
    for (let i = 0; i < maxEarlyDeaths - 1; i += 1) policy.afterDeath({ livedMs: 1_000, at: i });
    // Long after: a worker killed soon after its start is one early death, not the fifth.
    expect(policy.afterDeath({ livedMs: 1_000, at: windowMs + maxEarlyDeaths })).toEqual({
      restart: true,
      delayMs: 500,
    });
  });
});
