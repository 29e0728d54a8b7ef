import { describe, expect, it } from 'vitest';
import type { Tool } from './api';
import { filterTools, TOOL_FILTERS } from './tool-filters';

const tool = (id: number, fields: Partial<Tool>): Tool => ({
  id,
  organizationId: 1,
  name: 'Tool',
  labelCode: 'K7QF-3M9X',
  description: null,
  serialNumber: null,
  purchaseDate: null,
  status: 'available',
  lastMaintenanceDate: null,
  nextMaintenanceDate: null,
  maintenanceIntervalDays: null,
  due: { state: 'ok', reasons: [] },
  handOutOverride: null,
  branchId: 1,
  siteId: null,
  storageUnitId: null,
  assignedUserId: null,
  assignmentDate: null,
  checkoutDate: null,
  condition: 'worn out',
  notes: 'ask Jonas',
  branch: { id: 1, name: 'Hamburg Nord' },
  site: null,
  storageUnit: null,
  assignedUser: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...fields,
});

const tools = [
  tool(1, { name: 'Hilti TE 30', description: 'SDS-plus rotary hammer', serialNumber: 'SB-1001' }),
  tool(2, { status: 'maintenance', branch: { id: 2, name: 'Lüneburg' } }),
  tool(3, { status: 'checked_out', site: { id: 1, name: 'HafenCity' } }),
  tool(4, {
    status: 'pending_confirmation',
    assignedUser: { id: 9, firstName: 'Ana', lastName: 'K' },
  }),
];
const ids = (status: (typeof TOOL_FILTERS)[number], query = '') =>
  filterTools(tools, { status, query }).map((t) => t.id);

describe('tool filters', () => {
  it('has the five tabs in order', () => {
    expect(TOOL_FILTERS).toEqual([
      'all',
      'available',
      'checked_out',
      'pending_confirmation',
      'maintenance',
    ]);
  });

  it('filters by status tab', () => {
    expect(ids('all')).toEqual([1, 2, 3, 4]);
    expect(ids('maintenance')).toEqual([2]);
    expect(ids('pending_confirmation')).toEqual([4]);
  });

  it('searches name, description, serial number, branch and site', () => {
    expect(ids('all', 'hilti')).toEqual([1]);
    expect(ids('all', 'rotary')).toEqual([1]);
    expect(ids('all', 'sb-1001')).toEqual([1]);
    expect(ids('all', 'lüneburg')).toEqual([2]);
    expect(ids('all', 'hafencity')).toEqual([3]);
  });

  it('does not search condition, notes or the assigned worker', () => {
    expect(ids('all', 'worn')).toEqual([]);
    expect(ids('all', 'jonas')).toEqual([]);
    expect(ids('all', 'ana')).toEqual([]);
  });

  it('combines tab and search', () => {
    expect(ids('available', 'hamburg')).toEqual([1]);
    expect(ids('maintenance', 'hilti')).toEqual([]);
  });
});
