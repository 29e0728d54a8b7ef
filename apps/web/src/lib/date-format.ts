import { isValid, parseISO } from 'date-fns';
import { uiLanguage } from './language-detection';
import { zoneToName } from './organization-zone';
import { formatCalendarDate, formatDateTime, formatDay, formatZoneName } from '@toolyard/shared';

// Dates read 'MMM d, yyyy'; date-times add 'h:mm a' — in English. The other languages
// write their own convention (24-hour clock, their own date order; decision 0029). The
// patterns name which of the two a caller wants.
export const DATE_FORMAT = 'MMM d, yyyy';
export const DATE_TIME_FORMAT = 'MMM d, yyyy h:mm a';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "Today, 20:30 GMT+1": a time shown in `timeZone` gets the zone's short name after it when this
 * device is in another zone (decision 0061); unchanged otherwise.
 */
export const withZoneName = (
  text: string,
  instant: Date,
  language: string | undefined,
  timeZone: string | undefined,
) => {
  const named = zoneToName(timeZone);
  return named ? `${text} ${formatZoneName(instant, uiLanguage(language), named)}` : text;
};

/** The two instants fall on one calendar day in `timeZone` (the device's when absent). */
export const sameDayIn = (a: Date, b: Date, timeZone: string | undefined) =>
  formatDay(a, 'en', timeZone) === formatDay(b, 'en', timeZone);

/**
 * A stored date or timestamp in the UI language, or null when there is none (or it is broken).
 * A plain 'yyyy-MM-dd' is that very day, never shifted by a time zone; a timestamp is shown in
 * `timeZone` (the organization's: use-date-format.ts), else in the reader's own.
 */
export const formatDateValue = (
  value: string | null | undefined,
  language: string | undefined,
  pattern: typeof DATE_FORMAT | typeof DATE_TIME_FORMAT = DATE_FORMAT,
  timeZone?: string,
): string | null => {
  if (!value) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  const lang = uiLanguage(language);
  if (pattern === DATE_TIME_FORMAT)
    return withZoneName(formatDateTime(date, lang, timeZone), date, lang, timeZone);
  return CALENDAR_DATE.test(value)
    ? formatCalendarDate(value, lang)
    : formatDay(date, lang, timeZone);
};
