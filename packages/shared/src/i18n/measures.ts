import { intlLocaleOf } from './date-time.js';

/**
 * Sizes and durations as a language writes them ("1.5 GB", "1,5 GB"; "12 sec", "3,5 Min.";
 * "14 Tage"): Intl names the units and their plurals, so no unit text ships in the locale files.
 */

// One formatter per language and unit: making one costs far more than using it.
const formatters = new Map<string, Intl.NumberFormat>();
const formatterOf = (
  language: string | undefined,
  unit: string,
  fractionDigits: number,
  unitDisplay: 'short' | 'long' = 'short',
) => {
  const locale = intlLocaleOf(language);
  const key = `${locale} ${unit} ${fractionDigits} ${unitDisplay}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

// Decimal steps, as the unit names say (a megabyte is 1,000,000 bytes).
const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in bytes in the largest unit it reaches, one decimal below 10 of it: "840 kB", "1.5 GB". */
export const formatBytes = (bytes: number, language: string | undefined): string => {
  let value = Math.max(0, bytes);
  let step = 0;
  while (value >= 1000 && step < BYTE_UNITS.length - 1) {
    value /= 1000;
    step += 1;
  }
  const digits = step > 0 && value < 10 ? 1 : 0;
  return formatterOf(language, BYTE_UNITS[step]!, digits).format(value);
};

/** A duration in seconds below a minute, minutes below an hour, else hours: "12 sec", "3.5 min". */
export const formatDuration = (ms: number, language: string | undefined): string => {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return formatterOf(language, 'second', seconds < 10 ? 1 : 0).format(seconds);
  const minutes = seconds / 60;
  if (minutes < 60) return formatterOf(language, 'minute', minutes < 10 ? 1 : 0).format(minutes);
  return formatterOf(language, 'hour', 1).format(minutes / 60);
};

/** A number of whole days, the unit written out in the language's plural: "1 day", "14 Tage". */
export const formatDays = (days: number, language: string | undefined): string =>
  formatterOf(language, 'day', 0, 'long').format(days);
