import { describe, expect, it, vi } from 'vitest';
import { listStateFromParams } from '@/lib/list-url-state';
import { exportUrl, pageUrl } from '@/lib/paged-list';

// Only the URLs are under test: the API client (and its stored session) stays out.
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

describe('the due filter in the address', () => {
  const spec = { sorts: ['name'], filters: ['branchId', 'due'] } as const;

  it('keeps due_soon and overdue, and drops anything else', () => {
    expect(listStateFromParams(new URLSearchParams('due=overdue&branchId=3'), spec)).toEqual({
      search: '',
      due: 'overdue',
      branchId: '3',
    });
    expect(listStateFromParams(new URLSearchParams('due=due_soon'), spec).due).toBe('due_soon');
    expect(listStateFromParams(new URLSearchParams('due=ok'), spec).due).toBeUndefined();
    expect(listStateFromParams(new URLSearchParams('due=7'), spec).due).toBeUndefined();
    expect(
      listStateFromParams(new URLSearchParams('branchId=overdue'), spec).branchId,
    ).toBeUndefined();
  });

  it('goes to the server with the list and its export', () => {
    const filters = { search: '', due: 'overdue' };
    expect(pageUrl('/api/tools', filters, null)).toBe('/api/tools?limit=50&due=overdue');
    expect(exportUrl('/api/vehicles', filters, 'csv')).toBe(
      '/api/vehicles/export?format=csv&due=overdue',
    );
  });
});
