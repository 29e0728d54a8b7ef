import { describe, expect, it } from 'vitest';
import { activityItemPath } from './activity-link';

describe('activity entry links', () => {
  it('lead to the page of the record an entry is about', () => {
    expect(activityItemPath({ item: { kind: 'tool', id: 7 } })).toBe('/tools/7');
    expect(activityItemPath({ item: { kind: 'vehicle', id: 3 } })).toBe('/vehicles/3');
    expect(activityItemPath({ item: { kind: 'storage_unit', id: 2 } })).toBe('/storage/units/2');
    expect(activityItemPath({ item: { kind: 'site', id: 5 } })).toBe('/sites/5');
    expect(activityItemPath({ item: { kind: 'report', id: 9 } })).toBe('/reports/9');
  });

  it('lead nowhere once the record is gone', () => {
    expect(activityItemPath({ item: null })).toBeNull();
  });
});
