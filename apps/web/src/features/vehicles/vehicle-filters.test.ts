import { describe, expect, it } from 'vitest';
import type { Vehicle } from './api';
import { filterVehicles, VEHICLE_FILTERS } from './vehicle-filters';

const vehicle = (id: number, fields: Partial<Vehicle>): Vehicle => ({
  id,
  organizationId: 1,
  make: 'Make',
  model: 'Model',
  year: 2020,
  licensePlate: 'HH-X 1',
  labelCode: 'K7QF-3M9X',
  vinNumber: null,
  status: 'available',
  lastServiceDate: null,
  nextServiceDate: null,
  nextServiceKm: null,
  serviceIntervalDays: null,
  serviceIntervalKm: null,
  nextRegistration: null,
  nextTechnicalCheckup: null,
  due: { state: 'ok', reasons: [] },
  handOutOverride: null,
  tireType: null,
  tireYear: null,
  branchId: 1,
  parkingLocationId: null,
  assignedUserId: null,
  assignmentDate: null,
  checkoutDate: null,
  name: null,
  currentLocation: null,
  parkingLocation: null,
  fuelLevel: null,
  notes: 'new brakes',
  branch: { id: 1, name: 'Hamburg Nord' },
  assignedUser: null,
  createdAt: '2025-01-06T08:00:00.000Z',
  ...fields,
});

const vehicles = [
  vehicle(1, { make: 'Mercedes-Benz', model: 'Sprinter', licensePlate: 'HH-SB 101' }),
  vehicle(2, { status: 'service', vinNumber: 'WDB9066331S123456' }),
  vehicle(3, { status: 'in_use', branch: { id: 2, name: 'Lüneburg' }, currentLocation: 'Yard' }),
  vehicle(4, { currentLocation: 'Depot yard' }),
];
const ids = (status: (typeof VEHICLE_FILTERS)[number], query = '') =>
  filterVehicles(vehicles, { status, query }).map((v) => v.id);

describe('vehicle filters', () => {
  it('has the five tabs in order', () => {
    expect(VEHICLE_FILTERS).toEqual([
      'all',
      'available',
      'in_use',
      'pending_confirmation',
      'service',
    ]);
  });

  it('filters by status; parked vehicles are available', () => {
    expect(ids('available')).toEqual([1, 4]);
    expect(ids('service')).toEqual([2]);
    expect(ids('pending_confirmation')).toEqual([]);
  });

  it('searches make, model, plate, VIN and branch', () => {
    expect(ids('all', 'mercedes')).toEqual([1]);
    expect(ids('all', 'SPRINTER')).toEqual([1]);
    expect(ids('all', 'hh-sb')).toEqual([1]);
    expect(ids('all', 's123456')).toEqual([2]);
    expect(ids('all', 'lüneburg')).toEqual([3]);
  });

  it('does not search notes or locations', () => {
    expect(ids('all', 'brakes')).toEqual([]);
    expect(ids('all', 'depot')).toEqual([]);
  });
});
