import { isValid, parseISO } from 'date-fns';
import { uiLanguage } from './language-detection';
import { formatCalendarDate, formatDateTime, formatDay } from '@toolyard/shared';

// Spec 9: dates read 'MMM d, yyyy'; date-times add 'h:mm a' — in English. The other languages
// write their own convention (24-hour clock, their own date order; decision 0029). The
// patterns name which of the two a caller wants.
export const DATE_FORMAT = 'MMM d, yyyy';
export const DATE_TIME_FORMAT = 'MMM d, yyyy h:mm a';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A stored date or timestamp in the UI language, or null when there is none (or it is broken).
 * A plain 'yyyy-MM-dd' is that very day, never shifted by a time zone; a timestamp is shown in
 * the reader's own zone.
 */
export const formatDateValue = (
  value: string | null | undefined,
  language: string | undefined,
  pattern: typeof DATE_FORMAT | typeof DATE_TIME_FORMAT = DATE_FORMAT,
): string | null => {
  if (!value) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  const lang = uiLanguage(language);
  if (pattern === DATE_TIME_FORMAT) return formatDateTime(date, lang);
  return CALENDAR_DATE.test(value) ? formatCalendarDate(value, lang) : formatDay(date, lang);
};
