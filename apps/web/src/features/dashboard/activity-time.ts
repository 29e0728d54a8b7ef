import { isValid, parseISO } from 'date-fns';
import { formatDateTime, formatTime } from '@toolyard/shared';
import { sameDayIn, withZoneName } from '@/lib/date-format';
import { uiLanguage } from '@/lib/language-detection';

type ActivityTimeOptions = {
  /** The moment "today" is measured from. */
  now: Date;
  /** The UI language, for month names and the clock. */
  language: string | undefined;
  /** The zone days and times are told in (the organization's); the device's when absent. */
  timeZone?: string;
  /** The localized "Today, {time}" and "Yesterday, {time}", given the formatted time. */
  today: (time: string) => string;
  yesterday: (time: string) => string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Dashboard widgets: an activity's time reads 'Today, h:mm a', 'Yesterday, h:mm a' or
 * 'MMM d, yyyy h:mm a' in English; the other languages use their own date order and a 24-hour
 * clock ("Danas u 20:30"). Days and times in the organization's zone, named when the device is
 * elsewhere (decision 0061). Null for a missing or broken time.
 */
export const formatActivityTime = (
  value: string | null | undefined,
  { now, language, timeZone, today, yesterday }: ActivityTimeOptions,
): string | null => {
  if (!value) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  const lang = uiLanguage(language);
  const named = (text: string) => withZoneName(text, date, lang, timeZone);
  if (sameDayIn(date, now, timeZone)) return named(today(formatTime(date, lang, timeZone)));
  // A day ago, give or take a summer-time hour: 24 h back lands on yesterday's date either way.
  if (sameDayIn(date, new Date(now.getTime() - DAY_MS), timeZone))
    return named(yesterday(formatTime(date, lang, timeZone)));
  return named(formatDateTime(date, lang, timeZone));
};
