// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { LabelResolution } from '@toolyard/shared';
import { openDestinationOf } from './open-destination';

const tool = (assignedToCaller: boolean): LabelResolution => ({
  kind: 'tool',
  id: 12,
  organizationId: 1,
  name: 'Hilti TE 30',
  assignedToCaller,
});
const vehicle = (assignedToCaller: boolean): LabelResolution => ({
  kind: 'vehicle',
  id: 7,
  organizationId: 1,
  name: 'Ford Transit (HH-TY 21)',
  assignedToCaller,
});
const unit: LabelResolution = {
  kind: 'storage_unit',
  id: 3,
  organizationId: 1,
  name: 'Container A',
};

describe('where "Open item" takes a reader', () => {
  it("takes admins to the item's own page", () => {
    expect(openDestinationOf(tool(false), 'org_admin')).toBe('/tools/12');
    expect(openDestinationOf(vehicle(false), 'superadmin')).toBe('/vehicles/7');
    expect(openDestinationOf(unit, 'org_admin')).toBe('/storage/units/3');
  });

  it("takes a worker to their own item's card on My Stuff", () => {
    expect(openDestinationOf(tool(true), 'worker')).toBe('/my-stuff#my-stuff-tool-12');
    expect(openDestinationOf(vehicle(true), 'worker')).toBe('/my-stuff#my-stuff-vehicle-7');
  });

  it('opens nothing for a worker that is not theirs', () => {
    expect(openDestinationOf(tool(false), 'worker')).toBeUndefined();
    expect(openDestinationOf(vehicle(false), 'worker')).toBeUndefined();
    expect(openDestinationOf(unit, 'worker')).toBeUndefined();
  });
});
