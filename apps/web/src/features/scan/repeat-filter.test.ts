import { describe, expect, it } from 'vitest';
import { createRepeatFilter } from './repeat-filter';

describe('reading each label once while it stays in view', () => {
  it('lets the first sighting through and drops the sightings that follow it', () => {
    const isFresh = createRepeatFilter(2000);
    expect(isFresh('A', 0)).toBe(true);
    // A phone held still sees it several times a second, for as long as it is held.
    for (let at = 150; at <= 6000; at += 150) expect(isFresh('A', at)).toBe(false);
  });

  it('reads a label again once it has been out of sight for the quiet time', () => {
    const isFresh = createRepeatFilter(2000);
    expect(isFresh('A', 0)).toBe(true);
    expect(isFresh('A', 1999)).toBe(false);
    expect(isFresh('A', 3998)).toBe(false);
    expect(isFresh('A', 5998)).toBe(true);
  });

  it('reads another label at once, and the first again only after its own quiet time', () => {
    const isFresh = createRepeatFilter(2000);
    expect(isFresh('A', 0)).toBe(true);
    expect(isFresh('B', 100)).toBe(true);
    expect(isFresh('A', 200)).toBe(false);
    expect(isFresh('A', 2300)).toBe(true);
  });
});
