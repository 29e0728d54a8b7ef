import { describe, expect, it } from 'vitest';
import { readsUnder } from './api-cache';
import { CHANGE_KINDS, readsAffectedBy } from './affected-reads';

const refreshes = (entityType: string | null, url: string) =>
  readsUnder([url], readsAffectedBy(entityType));

describe('readsAffectedBy (what a change makes stale)', () => {
  it("refreshes a tool's list, storage contents, the dashboard and the feed when a tool changes", () => {
    expect(readsAffectedBy('tool')).toEqual([
      '/api/tools',
      '/api/storage-units',
      '/api/maintenance-costs',
      '/api/damage-reports',
      '/api/dashboard',
      '/api/activity',
    ]);
  });

  it('refreshes everything that shows a branch name when a branch changes', () => {
    expect(readsAffectedBy('branch')).toEqual(
      expect.arrayContaining(['/api/branches', '/api/sites', '/api/tools', '/api/vehicles']),
    );
  });

  it('refreshes the parking places and the vehicles parked there when a parking place changes', () => {
    expect(refreshes('parking_location', '/api/parking-locations/available')).toBe(true);
    expect(refreshes('parking_location', '/api/vehicles')).toBe(true);
    expect(refreshes('parking_location', '/api/tools')).toBe(false);
  });

  it("refreshes the user lists, the organization page's workers and the AI status when a user changes", () => {
    expect(refreshes('user', '/api/users')).toBe(true);
    expect(refreshes('user', '/api/users/workers?organizationId=3')).toBe(true);
    expect(refreshes('user', '/api/ai/status')).toBe(true);
    expect(refreshes('user', '/api/ai/messages')).toBe(false);
  });

  it("refreshes an organization's page and the shell's branding when the organization changes", () => {
    expect(refreshes('organization', '/api/organizations/7')).toBe(true);
    expect(refreshes('organization', '/api/organizations/my-organization')).toBe(true);
  });

  it('refreshes the sent messages when a notification is sent', () => {
    expect(refreshes('notification', '/api/ai/messages')).toBe(true);
    expect(refreshes('notification', '/api/tools')).toBe(false);
  });

  it('refreshes the backups after "back up now", and nothing of an organization', () => {
    expect(refreshes('backup', '/api/backups')).toBe(true);
    expect(refreshes('backup', '/api/tools')).toBe(false);
  });

  it('counts every kind of change in the figures and the feed', () => {
    for (const kind of CHANGE_KINDS) {
      expect(refreshes(kind, '/api/dashboard/stats')).toBe(true);
      expect(refreshes(kind, '/api/activity')).toBe(true);
    }
  });

  it('refreshes only the figures and the feed for an unknown or missing type', () => {
    expect(readsAffectedBy('something_new')).toEqual(['/api/dashboard', '/api/activity']);
    expect(readsAffectedBy('toString')).toEqual(['/api/dashboard', '/api/activity']);
    expect(readsAffectedBy(null)).toEqual(['/api/dashboard', '/api/activity']);
  });
});
