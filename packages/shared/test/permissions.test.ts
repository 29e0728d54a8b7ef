import { describe, expect, it } from 'vitest';
import {
  can,
  canChangeReport,
  canImpersonate,
  isPermission,
  PERMISSIONS,
  reachOf,
  ROLES,
  rolesWith,
} from '../src/index.js';

describe('the permission table', () => {
  it('names only known roles with a reach of any or own, and every permission has at least one', () => {
    for (const [permission, grant] of Object.entries(PERMISSIONS)) {
      expect(Object.keys(grant).length, permission).toBeGreaterThan(0);
      for (const [role, reach] of Object.entries(grant)) {
        expect(ROLES, permission).toContain(role);
        expect(['any', 'own'], permission).toContain(reach);
      }
    }
  });

  it('gives workers only their own reports, profile and assignments to change', () => {
    expect(reachOf('worker', 'reports.update')).toBe('own');
    expect(reachOf('worker', 'users.update')).toBe('own');
    expect(reachOf('worker', 'assignments.confirm')).toBe('own');
    expect(reachOf('org_admin', 'reports.update')).toBe('any');
    expect(reachOf('worker', 'tools.update')).toBeUndefined();
    expect(rolesWith('impersonation.start')).toEqual(['superadmin']);
  });

  it('keeps the role rules: workers never manage inventory, only superadmins impersonate, only workers confirm', () => {
    for (const action of ['create', 'update', 'delete', 'changeStatus'] as const) {
      expect(can('worker', `tools.${action}`)).toBe(false);
      expect(can('worker', `vehicles.${action}`)).toBe(false);
      expect(can('org_admin', `tools.${action}`)).toBe(true);
    }
    expect(can('org_admin', 'impersonation.start')).toBe(false);
    expect(can('superadmin', 'impersonation.start')).toBe(true);
    expect(can('superadmin', 'assignments.confirm')).toBe(false);
    expect(can('worker', 'assignments.confirm')).toBe(true);
    expect(can(null, 'reports.list')).toBe(false);
  });

  it('recognises permission names and nothing else', () => {
    expect(isPermission('tools.create')).toBe(true);
    expect(isPermission('tools.fly')).toBe(false);
    expect(isPermission('toString')).toBe(false);
    expect(isPermission(['superadmin'])).toBe(false);
  });

  it('lets a worker change only their own report, and admins any', () => {
    expect(canChangeReport({ id: 5, role: 'worker' }, { userId: 5 })).toBe(true);
    expect(canChangeReport({ id: 5, role: 'worker' }, { userId: 6 })).toBe(false);
    expect(canChangeReport({ id: 5, role: 'worker' }, { userId: null })).toBe(false);
    expect(canChangeReport({ id: 1, role: 'org_admin' }, { userId: 6 })).toBe(true);
  });

  it('never lets anyone impersonate themselves or a superadmin', () => {
    expect(canImpersonate({ id: 1, role: 'superadmin' }, { id: 2, role: 'org_admin' })).toBe(true);
    expect(canImpersonate({ id: 1, role: 'superadmin' }, { id: 1, role: 'superadmin' })).toBe(
      false,
    );
    expect(canImpersonate({ id: 1, role: 'superadmin' }, { id: 3, role: 'superadmin' })).toBe(
      false,
    );
    expect(canImpersonate({ id: 2, role: 'org_admin' }, { id: 4, role: 'worker' })).toBe(false);
  });
});
