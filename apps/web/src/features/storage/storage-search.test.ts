import { describe, expect, it } from 'vitest';
import type { ParkingPlace, StorageUnit } from './api';
import { descriptionPreview, filterParkingPlaces, filterStorageUnits } from './storage-search';

const unit = (id: number, fields: Partial<StorageUnit>): StorageUnit => ({
  id,
  organizationId: 1,
  name: 'Unit',
  labelCode: 'K7QF-3M9X',
  location: 'Yard',
  description: null,
  capacity: 12,
  branchId: 1,
  branch: { id: 1, name: 'Hamburg Nord' },
  createdAt: '2025-01-06T08:00:00.000Z',
  ...fields,
});

const units = [
  unit(1, { name: 'Container A', location: 'North gate' }),
  unit(2, { description: 'Hand tools and safety gear' }),
  unit(3, { branch: { id: 2, name: 'Lüneburg' } }),
];
const ids = (query: string) => filterStorageUnits(units, query).map((u) => u.id);

describe('storage search', () => {
  it('looks at name, location, description and branch', () => {
    expect(ids('container')).toEqual([1]);
    expect(ids('NORTH')).toEqual([1]);
    expect(ids('safety')).toEqual([2]);
    expect(ids('lüneburg')).toEqual([3]);
  });

  it('does not look at the capacity', () => {
    expect(ids('12')).toEqual([]);
  });

  it('searches parking places by name and branch', () => {
    const places: ParkingPlace[] = [
      {
        id: 1,
        name: 'Bay 1',
        labelCode: 'K7QF-3M9A',
        branchId: 1,
        organizationId: 1,
        branchName: 'Hamburg Nord',
      },
      {
        id: 2,
        name: 'Depot',
        labelCode: 'K7QF-3M9B',
        branchId: 2,
        organizationId: 1,
        branchName: 'Lüneburg',
      },
    ];
    expect(filterParkingPlaces(places, 'bay').map((p) => p.id)).toEqual([1]);
    expect(filterParkingPlaces(places, 'lüne').map((p) => p.id)).toEqual([2]);
  });
});

describe('description preview', () => {
  it('keeps short texts whole', () => {
    expect(descriptionPreview('Power tools')).toBe('Power tools');
    expect(descriptionPreview('x'.repeat(30))).toBe('x'.repeat(30));
    expect(descriptionPreview(null)).toBe('');
  });

  it('cuts at 30 characters and adds an ellipsis', () => {
    expect(descriptionPreview('Hand tools, safety gear and spare parts')).toBe(
      'Hand tools, safety gear and sp…',
    );
    expect(descriptionPreview('ü'.repeat(31))).toBe(`${'ü'.repeat(30)}…`);
  });
});
