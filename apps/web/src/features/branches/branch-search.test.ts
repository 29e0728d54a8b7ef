import { describe, expect, it } from 'vitest';
import type { Branch } from './api';
import { filterBranches } from './branch-search';

const branch = (id: number, fields: Partial<Branch>): Branch => ({
  id,
  name: 'Branch',
  address: null,
  contactPhone: null,
  organizationId: 1,
  managerId: null,
  organization: { name: 'Org' },
  manager: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...fields,
});

const branches = [
  branch(1, { name: 'Hamburg Nord', address: 'Langenhorner Chaussee 40' }),
  branch(2, { name: 'Lüneburg', organization: { name: 'Schneider Bau' } }),
  branch(3, {
    name: 'Kiel',
    contactPhone: '+49 431',
    manager: { firstName: 'Dana', lastName: 'Schneider' },
  }),
];
const ids = (query: string) => filterBranches(branches, query).map((b) => b.id);

describe('branch search', () => {
  it('looks at name, organization name and address, ignoring case', () => {
    expect(ids('NORD')).toEqual([1]);
    expect(ids('schneider bau')).toEqual([2]);
    expect(ids('chaussee')).toEqual([1]);
  });

  it('does not look at the phone or the manager', () => {
    expect(ids('431')).toEqual([]);
    expect(ids('dana')).toEqual([]);
  });

  it('lists everything for an empty search', () => {
    expect(ids(' ')).toEqual([1, 2, 3]);
  });
});
