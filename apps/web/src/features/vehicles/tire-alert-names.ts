import type { TFunction } from 'i18next';
import { vehicleLabel, type VehiclesOnTires } from '@toolyard/shared';
import { formatNumber } from '@/lib/number-format';

/**
 * The vehicles a tire alert is about, as a phrase: all of a few, or the first five and how many
 * more — a fleet of thousands must not fill the screen with plates. The server sends only the
 * named vehicles and the total, so "more" is counted from the total, not from the list.
 */
export const namedVehicles = (
  { total, vehicles }: VehiclesOnTires,
  t: TFunction,
  language: string | undefined,
) => {
  const named = vehicles.map(vehicleLabel).join(', ');
  const more = total - vehicles.length;
  if (more <= 0) return named;
  return t('tireAlert.andMore', {
    vehicles: named,
    count: more,
    formatted: formatNumber(more, language),
  });
};
