import { describe, expect, it } from 'vitest';
import { parseOdometer } from './odometer';

describe('odometer prompt', () => {
  it('cancels the move when left empty', () => {
    expect(parseOdometer('')).toEqual({ kind: 'cancel' });
    expect(parseOdometer('   ')).toEqual({ kind: 'cancel' });
  });

  it('reads whole km, also with digit groups', () => {
    expect(parseOdometer('0')).toEqual({ kind: 'reading', km: 0 });
    expect(parseOdometer(' 84512 ')).toEqual({ kind: 'reading', km: 84512 });
    expect(parseOdometer('84,512')).toEqual({ kind: 'reading', km: 84512 });
    expect(parseOdometer('1.084.512')).toEqual({ kind: 'reading', km: 1084512 });
    expect(parseOdometer('84 512')).toEqual({ kind: 'reading', km: 84512 });
  });

  it('asks again for anything else', () => {
    for (const text of ['-5', '12.5', 'abc', '1e5', '84,51', '10000001']) {
      expect(parseOdometer(text), text).toEqual({ kind: 'invalid' });
    }
  });
});
