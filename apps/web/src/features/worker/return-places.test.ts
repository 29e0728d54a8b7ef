import { describe, expect, it } from 'vitest';
import { returnPlacesFor } from './return-places';

const place = (id: number, name: string, branchId: number, branchName: string) => ({
  id,
  name,
  labelCode: `K7QF-3M${id}A`,
  branchId,
  branchName,
});

describe('where a returned item may go', () => {
  const places = [
    place(1, 'Bay 10', 1, 'Main'),
    place(2, 'Bay 2', 2, 'North'),
    place(3, 'bay 2', 1, 'Main'),
    place(4, 'Bay 1', 1, 'Main'),
  ];

  it("offers only the item's branch's places, by name in natural order", () => {
    expect(returnPlacesFor(places, 1).map((p) => p.id)).toEqual([4, 3, 1]);
  });

  it('offers the other branches when its own has none, grouped by branch', () => {
    expect(returnPlacesFor(places, 9).map((p) => p.id)).toEqual([4, 3, 1, 2]);
  });
});
