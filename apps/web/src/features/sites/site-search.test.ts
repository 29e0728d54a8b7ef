import { describe, expect, it } from 'vitest';
import type { Site } from './api';
import { filterSites } from './site-search';

const site = (id: number, fields: Partial<Site>): Site => ({
  id,
  name: 'Site',
  labelCode: 'K7QF-3M9X',
  address: 'Street 1',
  contactName: null,
  contactPhone: null,
  active: true,
  branchId: 1,
  organizationId: 1,
  branch: { id: 1, name: 'Branch', organization: { id: 1, name: 'Org' } },
  createdAt: '2025-01-06T08:00:00.000Z',
  ...fields,
});

const sites = [
  site(1, { name: 'HafenCity Quartier 4', address: 'Am Sandtorkai 50' }),
  site(2, { branch: { id: 2, name: 'Lüneburg', organization: { id: 1, name: 'Acme' } } }),
  site(3, { contactName: 'Petra Lange', contactPhone: '+49 170 555' }),
];
const ids = (query: string) => filterSites(sites, query).map((s) => s.id);

describe('site search', () => {
  it('looks at name, address, branch name and contact name', () => {
    expect(ids('hafencity')).toEqual([1]);
    expect(ids('SANDTORKAI')).toEqual([1]);
    expect(ids('lüneburg')).toEqual([2]);
    expect(ids('petra')).toEqual([3]);
  });

  it('does not look at the contact phone or the organization', () => {
    expect(ids('555')).toEqual([]);
    expect(ids('acme')).toEqual([]);
  });
});
