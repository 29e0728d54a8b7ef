import { filterBySearch } from '@/lib/text-search';
import type { ParkingPlace, StorageUnit } from './api';

// The screen's search runs on the server. These functions keep the spec's rule, pinned
// down by the tests here, as the reference for what that search must find.

/** Storage units: name, location, description and branch. */
export const storageUnitSearchFields = (unit: StorageUnit) => [
  unit.name,
  unit.location,
  unit.description,
  unit.branch.name,
];

export const filterStorageUnits = (units: readonly StorageUnit[], query: string) =>
  filterBySearch(units, query, storageUnitSearchFields);

/** Parking places: name and branch (the spec has no screen of its own for them). */
export const filterParkingPlaces = (places: readonly ParkingPlace[], query: string) =>
  filterBySearch(places, query, (place) => [place.name, place.branchName]);

/** The table cuts a description at 30 characters and adds an ellipsis. */
export const DESCRIPTION_PREVIEW_LENGTH = 30;

export const descriptionPreview = (text: string | null | undefined) => {
  if (!text) return '';
  // By code points, so an emoji or accented letter is never cut in half.
  const characters = Array.from(text);
  return characters.length > DESCRIPTION_PREVIEW_LENGTH
    ? `${characters.slice(0, DESCRIPTION_PREVIEW_LENGTH).join('')}…`
    : text;
};
