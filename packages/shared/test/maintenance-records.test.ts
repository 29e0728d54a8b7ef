import { describe, expect, it } from 'vitest';
import {
  maintenanceDoneSchemaFor,
  rolledNextDate,
  rolledNextKm,
} from '../src/inventory/maintenance-records.js';

describe('the interval roll', () => {
  it('moves the next date to the day done plus the interval, across months and leap days', () => {
    expect(rolledNextDate('2026-11-24', 90, '2026-11-20')).toBe('2027-02-22');
    expect(rolledNextDate('2028-02-28', 1, null)).toBe('2028-02-29');
  });

  it('without an interval clears a next date met by the work, and keeps a later one', () => {
    expect(rolledNextDate('2026-11-24', null, '2026-11-24')).toBeNull();
    expect(rolledNextDate('2026-11-24', null, '2026-12-01')).toBe('2026-12-01');
    expect(rolledNextDate('2026-11-24', null, null)).toBeNull();
  });

  it('sets the next service at the reading plus the interval; without a reading nothing moves', () => {
    expect(rolledNextKm(60_100, 30_000, 60_000)).toBe(90_100);
    expect(rolledNextKm(60_100, null, 60_000)).toBeNull();
    expect(rolledNextKm(50_000, null, 60_000)).toBe(60_000);
    expect(rolledNextKm(null, 30_000, 60_000)).toBe(60_000);
  });
});

describe('the maintenance form', () => {
  const schema = maintenanceDoneSchemaFor(new Date('2026-11-24T12:00:00Z'));

  it('reads a cost typed with a comma or a point, to two decimals', () => {
    expect(schema.parse({ performedOn: '2026-11-24', cost: '149,9' }).cost).toBe('149.90');
    expect(schema.parse({ performedOn: '2026-11-24', cost: 12 }).cost).toBe('12.00');
    expect(schema.parse({ performedOn: '2026-11-24', cost: '' }).cost).toBeNull();
  });

  it('refuses three decimals, a negative cost, a day after tomorrow and a day that does not exist', () => {
    expect(schema.safeParse({ performedOn: '2026-11-24', cost: '1.234' }).success).toBe(false);
    expect(schema.safeParse({ performedOn: '2026-11-24', cost: '-1' }).success).toBe(false);
    expect(schema.safeParse({ performedOn: '2026-11-26' }).success).toBe(false);
    expect(schema.safeParse({ performedOn: '2026-02-30' }).success).toBe(false);
    expect(schema.safeParse({ performedOn: '2026-11-25' }).success).toBe(true);
  });
});
