import {
  DEFAULT_WINTER_MONTHS,
  formatMonths,
  parseMonths,
  summerMonthsFor,
} from '@toolyard/shared';

/** The winter months stored as "11,12,1,2,3"; the defaults when the text is missing or broken. */
export const winterMonthsFrom = (text: string | null | undefined): number[] =>
  parseMonths(text ?? DEFAULT_WINTER_MONTHS) ?? parseMonths(DEFAULT_WINTER_MONTHS) ?? [];

// Winter runs across the new year, so it is listed from July on: 11, 12, 1, 2, 3 like the default.
const seasonOrder = (month: number) => (month + 5) % 12;

export const winterInSeasonOrder = (winter: readonly number[]) =>
  [...winter].sort((a, b) => seasonOrder(a) - seasonOrder(b));

/** Switches one month between winter and summer. */
export const toggleWinterMonth = (winter: readonly number[], month: number): number[] =>
  winter.includes(month) ? winter.filter((m) => m !== month) : [...winter, month];

/** What the API stores: winter in season order, summer (every other month) in calendar order. */
export const seasonMonthsPayload = (winter: readonly number[]) => ({
  winterMonths: formatMonths(winterInSeasonOrder(winter)),
  summerMonths: formatMonths(summerMonthsFor(winter)),
});
