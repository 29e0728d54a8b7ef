import { describe, expect, it } from 'vitest';
import { isoFromPostgres } from '../../src/db/instant.js';

describe('an instant read from PostgreSQL text', () => {
  it('is the ISO string a Date of the same text would give, for every fraction PostgreSQL writes', () => {
    for (const text of [
      '2026-11-24 05:14:09+00',
      '2026-11-24 05:14:09.1+00',
      '2026-11-24 05:14:09.12+00',
      '2026-11-24 05:14:09.123+00',
      '2026-11-24 05:14:09.1239+00',
      '2026-11-24 05:14:09.999999+00',
      '2000-02-29 00:00:00+00',
      '1970-01-01 00:00:00+00',
    ])
      expect(isoFromPostgres(text), text).toBe(new Date(text).toISOString());
  });

  it('converts what is not UTC text through a Date, so the answer is still UTC', () => {
    expect(isoFromPostgres('2026-11-24 06:14:09.5+01')).toBe('2026-11-24T05:14:09.500Z');
    expect(isoFromPostgres('2026-11-23 23:44:09-05:30')).toBe('2026-11-24T05:14:09.000Z');
  });
});
