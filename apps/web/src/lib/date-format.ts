import { format, isValid, parseISO } from 'date-fns';
import { dateLocaleFor } from './date-locale';

// Spec 9: dates read 'MMM d, yyyy'; date-times add 'h:mm a'.
export const DATE_FORMAT = 'MMM d, yyyy';
export const DATE_TIME_FORMAT = 'MMM d, yyyy h:mm a';

/**
 * A stored date or timestamp in the UI language, or null when there is none (or it is broken).
 * parseISO reads a plain 'yyyy-MM-dd' as that local day, so a date never shifts by a time zone.
 */
export const formatDateValue = (
  value: string | null | undefined,
  language: string | undefined,
  pattern: string = DATE_FORMAT,
): string | null => {
  if (!value) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  return format(date, pattern, { locale: dateLocaleFor(language) });
};
