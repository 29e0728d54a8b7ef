import { describe, expect, it } from 'vitest';
import { repeatEvery } from '../../src/lib/repeat-every.js';

describe('work repeated on a timer', () => {
  it('never runs two rounds at once: a round due while one is under way joins it, and stop waits for it', async () => {
    let started = 0;
    let release: () => void = () => undefined;
    const rounds = repeatEvery(10, () => {
      started += 1;
      return new Promise<void>((resolve) => (release = resolve));
    });
    const first = rounds.now();
    expect(rounds.now()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(started).toBe(1);
    const stopped = rounds.stop();
    release();
    await stopped;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(started).toBe(1);
  });
});
