import { describe, expect, it } from 'vitest';
import type { Notice } from '@toolyard/shared';
import { noticeLink } from './notice-wording';

const notice = (kind: Notice['kind'], entity: Partial<Notice> = {}): Notice => ({
  id: 1,
  kind,
  entityType: null,
  entityId: null,
  values: {},
  createdAt: '2026-11-28T08:00:00.000Z',
  read: false,
  ...entity,
});

describe('where a notice leads', () => {
  it('a damage report to its item, a digest to where the reader sees what is due', () => {
    expect(
      noticeLink(notice('damage_reported', { entityType: 'tool', entityId: 7 }), 'org_admin'),
    ).toBe('/tools/7');
    expect(noticeLink(notice('due_digest'), 'worker')).toBe('/my-stuff');
    expect(noticeLink(notice('due_digest'), 'org_admin')).toBe('/organization-dashboard');
  });

  it("a failed backup or restore test to the superadmin's Backups screen", () => {
    expect(noticeLink(notice('backup_failed'), 'superadmin')).toBe('/backups');
    expect(noticeLink(notice('restore_test_failed'), 'superadmin')).toBe('/backups');
  });
});
