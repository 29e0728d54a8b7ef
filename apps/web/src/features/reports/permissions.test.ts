import { describe, expect, it } from 'vitest';
import { canChangeReport } from './permissions';

const report = { userId: 5, organizationId: 3 };

describe('who may edit or delete a report', () => {
  it('lets a worker change only their own reports', () => {
    expect(canChangeReport({ id: 5, role: 'worker', organizationId: 3 }, report)).toBe(true);
    expect(canChangeReport({ id: 6, role: 'worker', organizationId: 3 }, report)).toBe(false);
    expect(
      canChangeReport({ id: 5, role: 'worker', organizationId: 3 }, { ...report, userId: null }),
    ).toBe(false);
  });

  it("lets an org admin change their organization's reports, whoever wrote them", () => {
    expect(canChangeReport({ id: 1, role: 'org_admin', organizationId: 3 }, report)).toBe(true);
    expect(canChangeReport({ id: 1, role: 'org_admin', organizationId: 4 }, report)).toBe(false);
  });

  it('lets a superadmin change any report, and nobody signed out', () => {
    expect(canChangeReport({ id: 1, role: 'superadmin', organizationId: null }, report)).toBe(true);
    expect(canChangeReport(null, report)).toBe(false);
  });
});
