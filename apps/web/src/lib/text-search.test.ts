import { describe, expect, it } from 'vitest';
import { filterBySearch, matchesSearch } from './text-search';

describe('matchesSearch (list search)', () => {
  it('matches any field, ignoring case and surrounding spaces', () => {
    expect(matchesSearch('  hamburg ', ['Site', 'Hamburg Nord'])).toBe(true);
    expect(matchesSearch('NORD', ['Hamburg Nord'])).toBe(true);
    expect(matchesSearch('berlin', ['Hamburg Nord', 'Lüneburg'])).toBe(false);
  });

  it('ignores accents both ways', () => {
    expect(matchesSearch('luneburg', ['Lüneburg'])).toBe(true);
    expect(matchesSearch('Lüneburg', ['Luneburg'])).toBe(true);
  });

  it('matches everything with an empty query, nothing through missing fields', () => {
    expect(matchesSearch('', [])).toBe(true);
    expect(matchesSearch('   ', [null])).toBe(true);
    expect(matchesSearch('x', [null, undefined])).toBe(false);
  });

  it('filters a list by the fields it names', () => {
    const items = [{ name: 'Drill' }, { name: 'Saw' }];
    expect(filterBySearch(items, 'dri', (item) => [item.name])).toEqual([{ name: 'Drill' }]);
  });
});
