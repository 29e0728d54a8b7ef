import { describe, expect, it } from 'vitest';
import { parseRestoreMoment } from '../../src/cli/restore-moment.js';

describe('the moment npm run restore --to reads', () => {
  it('reads a minute in this machine’s zone', () => {
    expect(parseRestoreMoment('2026-11-27 14:05')).toEqual(new Date(2026, 10, 27, 14, 5, 0));
  });

  it('reads seconds and an explicit offset or Z', () => {
    expect(parseRestoreMoment('2026-11-27 14:05:30+01:00')?.toISOString()).toBe(
      '2026-11-27T13:05:30.000Z',
    );
    expect(parseRestoreMoment('2026-11-27T14:05Z')?.toISOString()).toBe('2026-11-27T14:05:00.000Z');
    expect(parseRestoreMoment('2026-11-27 14:05 -0330')?.toISOString()).toBe(
      '2026-11-27T17:35:00.000Z',
    );
  });

  it('refuses what is no moment', () => {
    for (const text of [
      'yesterday',
      '2026-02-30 10:00',
      '2026-11-27 24:00',
      '2026-11-27',
      '27.11.2026 14:05',
    ])
      expect(parseRestoreMoment(text), text).toBeUndefined();
  });
});
