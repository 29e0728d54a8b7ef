import { describe, expect, it } from 'vitest';
import { BACKUP_CRON } from '../../src/modules/backups/backup-queue.js';
import { nextDailyRun } from '../../src/modules/backups/next-backup-at.js';

const at = (iso: string) => new Date(iso);

describe('the next daily backup', () => {
  it('is today at 02:30 UTC before then, and tomorrow from then on', () => {
    expect(nextDailyRun(BACKUP_CRON, at('2026-11-27T01:00:00Z')).toISOString()).toBe(
      '2026-11-27T02:30:00.000Z',
    );
    expect(nextDailyRun(BACKUP_CRON, at('2026-11-27T02:30:00Z')).toISOString()).toBe(
      '2026-11-28T02:30:00.000Z',
    );
    expect(nextDailyRun(BACKUP_CRON, at('2026-11-27T23:59:00Z')).toISOString()).toBe(
      '2026-11-28T02:30:00.000Z',
    );
  });

  it('crosses the end of a month and a year, and ignores the summer time of any zone', () => {
    expect(nextDailyRun(BACKUP_CRON, at('2026-12-31T12:00:00Z')).toISOString()).toBe(
      '2027-01-01T02:30:00.000Z',
    );
    // The night Europe moves its clocks: still 02:30 UTC.
    expect(nextDailyRun(BACKUP_CRON, at('2027-03-28T00:00:00Z')).toISOString()).toBe(
      '2027-03-28T02:30:00.000Z',
    );
  });

  it('reads any daily schedule and refuses the forms it does not know', () => {
    expect(nextDailyRun('5 23 * * *', at('2026-11-27T23:10:00Z')).toISOString()).toBe(
      '2026-11-28T23:05:00.000Z',
    );
    expect(() => nextDailyRun('30 4 * * 0', at('2026-11-27T00:00:00Z'))).toThrow(/daily/);
    expect(() => nextDailyRun('*/10 * * * *', at('2026-11-27T00:00:00Z'))).toThrow(/daily/);
    expect(() => nextDailyRun('75 2 * * *', at('2026-11-27T00:00:00Z'))).toThrow(/daily/);
  });
});
