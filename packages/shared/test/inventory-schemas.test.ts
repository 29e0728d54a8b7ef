import { describe, expect, it } from 'vitest';
import { storageUnitSchema, vehicleSchemaFor } from '../src/index.js';

const vehicle = vehicleSchemaFor(new Date('2026-11-22'));
const base = { make: 'Ford', model: 'Transit', year: '2021', licensePlate: 'HH-1', branchId: '3' };

describe('empty optional numbers in forms', () => {
  it('an empty tire year, fuel level or capacity means none — never 0', () => {
    const parsed = vehicle.parse({ ...base, tireYear: '', fuelLevel: '', tireType: '' });
    expect(parsed).toMatchObject({
      tireYear: null,
      fuelLevel: null,
      tireType: null,
      year: 2021,
      branchId: 3,
    });
    expect(
      storageUnitSchema.parse({ name: 'U', location: 'L', branchId: 1, capacity: '' }).capacity,
    ).toBeNull();
    expect(
      storageUnitSchema.parse({ name: 'U', location: 'L', branchId: 1, capacity: null }).capacity,
    ).toBeNull();
  });

  it('still checks the ranges of values that are given', () => {
    expect(vehicle.safeParse({ ...base, tireYear: '1989' }).success).toBe(false);
    expect(vehicle.safeParse({ ...base, tireYear: '2027' }).success).toBe(false);
    expect(vehicle.parse({ ...base, tireYear: '2026' }).tireYear).toBe(2026);
    expect(vehicle.safeParse({ ...base, year: '2028' }).success).toBe(false);
    expect(vehicle.parse({ ...base, year: '2027' }).year).toBe(2027);
    expect(
      storageUnitSchema.safeParse({ name: 'U', location: 'L', branchId: 1, capacity: '0' }).success,
    ).toBe(false);
    expect(vehicle.safeParse({ ...base, fuelLevel: '101' }).success).toBe(false);
  });
});

describe('odometer readings', () => {
  it('a reading left empty is absent, not taken as 0; which moves need one is the machine’s', async () => {
    const { vehicleStatusChangeSchema, vehicleReturnSchema, needsOdometer } =
      await import('../src/index.js');
    // Whether the move needs it depends on where the vehicle is (the server checks).
    expect(
      vehicleStatusChangeSchema.parse({ status: 'service', odometerReading: '' }).odometerReading,
    ).toBeUndefined();
    const bad = vehicleStatusChangeSchema.safeParse({ status: 'in_use', odometerReading: '-1' });
    expect(bad.error?.issues[0]?.message).toBe('validation.odometerRequired');
    expect(needsOdometer('available', 'in_use')).toBe(true);
    expect(needsOdometer('available', 'pending_confirmation')).toBe(true);
    expect(needsOdometer('in_use', 'available')).toBe(true);
    expect(needsOdometer('available', 'service')).toBe(false);
    expect(needsOdometer('in_use', 'service')).toBe(false);
    expect(needsOdometer('service', 'available')).toBe(false);
    expect(
      vehicleStatusChangeSchema.parse({ status: 'service', odometerReading: '84512' })
        .odometerReading,
    ).toBe(84512);
    expect(vehicleReturnSchema.parse({ odometerReading: '', fuelLevel: '' })).toMatchObject({
      odometerReading: undefined,
      fuelLevel: undefined,
    });
  });
});
