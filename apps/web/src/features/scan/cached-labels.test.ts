import { describe, expect, it } from 'vitest';
import { resolveFromKept, type KeptQuery, type Reader } from './cached-labels';

const worker: Reader = { id: 5, role: 'worker', organizationId: 1 };
const admin: Reader = { id: 2, role: 'org_admin', organizationId: 1 };

const heldTool = {
  id: 11,
  organizationId: 1,
  name: 'Core drill',
  labelCode: 'K7QF-3M9X',
  status: 'checked_out',
  assignedUserId: 5,
};
const pendingVehicle = {
  id: 21,
  organizationId: 1,
  make: 'Ford',
  model: 'Transit',
  licensePlate: 'M-AB 1',
  labelCode: 'PQRS-TUVW',
  status: 'pending_confirmation',
  assignedUserId: 5,
};
const returnPlace = { id: 31, name: 'Container A', labelCode: 'ABCD-EFGH', branchId: 1 };

/** What My Stuff keeps on a worker's phone. */
const myStuff: KeptQuery[] = [
  { queryKey: ['/api/tools/assigned'], data: [heldTool], updatedAt: 100 },
  { queryKey: ['/api/vehicles/pending'], data: [pendingVehicle], updatedAt: 100 },
  { queryKey: ['/api/storage-units/available'], data: [returnPlace], updatedAt: 100 },
  { queryKey: ['/api/parking-locations/available'], data: [], updatedAt: 100 },
];

describe('labels read from what the phone keeps (offline)', () => {
  it("finds the worker's own items in My Stuff, in any case and without the dash", () => {
    expect(resolveFromKept(myStuff, 'k7qf3m9x', worker)).toEqual({
      kind: 'tool',
      id: 11,
      organizationId: 1,
      name: 'Core drill',
      status: 'checked_out',
      assignedToCaller: true,
    });
    expect(resolveFromKept(myStuff, 'PQRS-TUVW', worker)).toMatchObject({
      kind: 'vehicle',
      name: 'Ford Transit (M-AB 1)',
      status: 'pending_confirmation',
      assignedToCaller: true,
    });
  });

  it('finds the return places, which say which kind they are by their list', () => {
    expect(resolveFromKept(myStuff, 'ABCD-EFGH', worker)).toEqual({
      kind: 'storage_unit',
      id: 31,
      organizationId: 1,
      name: 'Container A',
    });
  });

  it('does not know a label the phone does not keep', () => {
    expect(resolveFromKept(myStuff, 'ZZZZ-ZZZZ', worker)).toBeUndefined();
    expect(resolveFromKept(myStuff, 'not a code', worker)).toBeUndefined();
  });

  it("finds an admin's items in the pages of a list, the newest copy winning", () => {
    const older = { ...heldTool, status: 'available', assignedUserId: null };
    const kept: KeptQuery[] = [
      {
        queryKey: ['/api/tools', 'paged', {}],
        data: { pages: [{ items: [older], nextCursor: null }], pageParams: [null] },
        updatedAt: 50,
      },
      { queryKey: ['/api/tools/11'], data: heldTool, updatedAt: 80 },
      // A tool's log mentions no label: never read as a tool.
      {
        queryKey: ['/api/tools/11/logs'],
        data: [{ id: 1, labelCode: 'K7QF-3M9X' }],
        updatedAt: 90,
      },
    ];
    expect(resolveFromKept(kept, 'K7QF-3M9X', admin)).toMatchObject({
      kind: 'tool',
      status: 'checked_out',
      assignedToCaller: false,
    });
    expect(resolveFromKept(kept.slice(0, 1), 'K7QF-3M9X', admin)).toMatchObject({
      status: 'available',
    });
  });

  it('uses an earlier answer about the label itself', () => {
    const answer = { kind: 'site', id: 4, organizationId: 1, name: 'Harbour' };
    const kept: KeptQuery[] = [{ queryKey: ['/api/labels/HJKM-NPQR'], data: answer, updatedAt: 1 }];
    expect(resolveFromKept(kept, 'hjkmnpqr', admin)).toEqual(answer);
  });

  it("tells a worker no status of someone else's item", () => {
    const others = { ...heldTool, assignedUserId: 99 };
    const kept: KeptQuery[] = [{ queryKey: ['/api/tools/11'], data: others, updatedAt: 1 }];
    const resolution = resolveFromKept(kept, 'K7QF-3M9X', worker);
    expect(resolution).toMatchObject({ assignedToCaller: false });
    expect(resolution).not.toHaveProperty('status');
  });
});
