import type { ReturnPlace } from '@toolyard/shared';

// "Bay 2" before "Bay 10", case and accents as a reader expects.
const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The places a returned item may go to: its own branch's, by name in natural order. Only when
 * that branch has none are the other branches' offered (by branch, then name), so the item can
 * still come back somewhere.
 */
export const returnPlacesFor = (
  places: readonly ReturnPlace[],
  branchId: number,
): ReturnPlace[] => {
  const own = places.filter((place) => place.branchId === branchId);
  const offered = own.length > 0 ? own : [...places];
  return offered.sort(
    (a, b) =>
      natural.compare(a.branchName, b.branchName) || natural.compare(a.name, b.name) || a.id - b.id,
  );
};
