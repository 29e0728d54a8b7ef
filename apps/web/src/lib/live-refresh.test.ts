import { describe, expect, it } from 'vitest';
import { readsAffectedBy } from './live-refresh';

describe('readsAffectedBy', () => {
  it("refreshes a tool's list, storage contents, the dashboard and the feed when a tool changes", () => {
    expect(readsAffectedBy('tool')).toEqual([
      '/api/tools',
      '/api/storage-units',
      '/api/dashboard',
      '/api/activity',
    ]);
  });

  it('refreshes everything that shows a branch name when a branch changes', () => {
    expect(readsAffectedBy('branch')).toEqual(
      expect.arrayContaining(['/api/branches', '/api/sites', '/api/tools', '/api/vehicles']),
    );
  });

  it('refreshes only the figures and the feed for an unknown or missing type', () => {
    expect(readsAffectedBy('something_new')).toEqual(['/api/dashboard', '/api/activity']);
    expect(readsAffectedBy(null)).toEqual(['/api/dashboard', '/api/activity']);
  });
});
