import { describe, expect, it } from 'vitest';
import { canAddRecords, canManageRecord } from './permissions';

describe('record permissions for display', () => {
  it('lets a superadmin change any record', () => {
    expect(canManageRecord({ role: 'superadmin', organizationId: null }, 7)).toBe(true);
  });

  it("lets an org admin change only their own organization's records", () => {
    const admin = { role: 'org_admin', organizationId: 3 } as const;
    expect(canManageRecord(admin, 3)).toBe(true);
    expect(canManageRecord(admin, 4)).toBe(false);
    expect(canManageRecord(admin, null)).toBe(false);
    expect(canManageRecord({ role: 'org_admin', organizationId: null }, 3)).toBe(false);
  });

  it('never lets a worker or nobody change records', () => {
    expect(canManageRecord({ role: 'worker', organizationId: 3 }, 3)).toBe(false);
    expect(canManageRecord(null, 3)).toBe(false);
    expect(canAddRecords({ role: 'worker' })).toBe(false);
    expect(canAddRecords({ role: 'org_admin' })).toBe(true);
    expect(canAddRecords({ role: 'superadmin' })).toBe(true);
    expect(canAddRecords(null)).toBe(false);
  });
});
