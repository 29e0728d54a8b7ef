import type { TFunction } from 'i18next';
import { vehicleLabel } from '@toolyard/shared';
import { formatNumber } from '@/lib/number-format';

/** Vehicles the tire alert names; the rest it counts. */
const NAMED_VEHICLES = 5;

/**
 * The vehicles a tire alert is about, as a phrase: all of a few, or the first five and how many
 * more — a fleet of thousands must not fill the screen with plates.
 */
export const namedVehicles = (
  vehicles: readonly Parameters<typeof vehicleLabel>[0][],
  t: TFunction,
  language: string | undefined,
) => {
  const named = vehicles.slice(0, NAMED_VEHICLES).map(vehicleLabel).join(', ');
  const more = vehicles.length - NAMED_VEHICLES;
  if (more <= 0) return named;
  return t('tireAlert.andMore', {
    vehicles: named,
    count: more,
    formatted: formatNumber(more, language),
  });
};
