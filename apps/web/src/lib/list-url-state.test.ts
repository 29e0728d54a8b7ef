import { describe, expect, it } from 'vitest';
import { listStateFromParams, nextSort, paramsWith, shownSort } from './list-url-state';

const TOOLS = {
  statuses: ['available', 'maintenance'],
  sorts: ['name', 'serialNumber', 'site'],
  filters: ['branchId', 'siteId'] as const,
};

describe('list state in the address: search, status, sort and filters in a shareable link', () => {
  it('reads search, status, sort, direction and filters from a shared link', () => {
    const params = new URLSearchParams(
      'search=hilti%20bohr&status=maintenance&sort=site&dir=desc&branchId=12&siteId=7',
    );
    expect(listStateFromParams(params, TOOLS)).toEqual({
      search: 'hilti bohr',
      status: 'maintenance',
      sort: 'site',
      dir: 'desc',
      branchId: '12',
      siteId: '7',
    });
  });

  it('leaves out what the screen does not offer, so an old or edited link still shows a list', () => {
    const params = new URLSearchParams(
      'status=lost&sort=price&dir=sideways&branchId=abc&siteId=0&storageUnitId=3&search=',
    );
    expect(listStateFromParams(params, TOOLS)).toEqual({ search: '' });
    expect(
      listStateFromParams(new URLSearchParams('branchId=99999999999'), TOOLS).branchId,
    ).toBeUndefined();
  });

  it('changes only the named parameters and keeps the others, like ?new=1', () => {
    const params = new URLSearchParams('new=1&status=available&search=saw');
    const next = paramsWith(params, { status: null, sort: 'name', dir: 'asc', search: '' });
    expect(Object.fromEntries(next)).toEqual({ new: '1', sort: 'name', dir: 'asc' });
    expect(params.get('status')).toBe('available');
  });

  it('sorts a new column ascending and turns the sorted column round', () => {
    const byName = { column: 'name', dir: 'asc' } as const;
    expect(nextSort({}, 'site', byName)).toEqual({ sort: 'site', dir: 'asc' });
    expect(nextSort({}, 'name', byName)).toEqual({ sort: 'name', dir: 'desc' });
    expect(nextSort({ sort: 'site', dir: 'asc' }, 'site', byName)).toEqual({
      sort: 'site',
      dir: 'desc',
    });
    expect(nextSort({ sort: 'site', dir: 'desc' }, 'site', byName)).toEqual({
      sort: 'site',
      dir: 'asc',
    });
    expect(nextSort({ sort: 'site', dir: 'desc' }, 'name', byName)).toEqual({
      sort: 'name',
      dir: 'asc',
    });
  });

  it('shows a default sort that runs newest first as descending, and turns it to ascending', () => {
    const newestFirst = { column: 'reportDate', dir: 'desc' } as const;
    expect(shownSort({}, newestFirst)).toEqual(newestFirst);
    expect(shownSort({ sort: 'title' }, newestFirst)).toEqual({ column: 'title', dir: 'asc' });
    expect(nextSort({}, 'reportDate', newestFirst)).toEqual({ sort: 'reportDate', dir: 'asc' });
    expect(nextSort({ dir: 'asc' }, 'reportDate', newestFirst)).toEqual({
      sort: 'reportDate',
      dir: 'desc',
    });
  });
});
