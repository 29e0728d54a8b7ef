import { describe, expect, it } from 'vitest';
import {
  seasonMonthsPayload,
  toggleWinterMonth,
  winterInSeasonOrder,
  winterMonthsFrom,
} from './seasons';

describe('season months', () => {
  it('reads the stored winter list, falling back to the defaults', () => {
    expect(winterMonthsFrom('11,12,1,2,3')).toEqual([11, 12, 1, 2, 3]);
    expect(winterMonthsFrom(null)).toEqual([11, 12, 1, 2, 3]);
    expect(winterMonthsFrom('13,x')).toEqual([11, 12, 1, 2, 3]);
    expect(winterMonthsFrom('')).toEqual([]);
  });

  it('selecting a month as winter adds it; as summer removes it', () => {
    expect(toggleWinterMonth([11, 12, 1, 2, 3], 4)).toEqual([11, 12, 1, 2, 3, 4]);
    expect(toggleWinterMonth([11, 12, 1, 2, 3], 12)).toEqual([11, 1, 2, 3]);
  });

  it('sends winter in season order and summer as every other month', () => {
    expect(seasonMonthsPayload([1, 2, 3, 11, 12])).toEqual({
      winterMonths: '11,12,1,2,3',
      summerMonths: '4,5,6,7,8,9,10',
    });
    expect(seasonMonthsPayload([])).toEqual({
      winterMonths: '',
      summerMonths: '1,2,3,4,5,6,7,8,9,10,11,12',
    });
    expect(winterInSeasonOrder([3, 10, 7, 1])).toEqual([7, 10, 1, 3]);
  });
});
