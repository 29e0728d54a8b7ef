import { isSameDay, isValid, parseISO, subDays } from 'date-fns';
import { formatDateTime, formatTime } from '@toolyard/shared';
import { uiLanguage } from '@/lib/language-detection';

type ActivityTimeOptions = {
  /** The moment "today" is measured from (the user's local day). */
  now: Date;
  /** The UI language, for month names and the clock. */
  language: string | undefined;
  /** The localized "Today, {time}" and "Yesterday, {time}", given the formatted time. */
  today: (time: string) => string;
  yesterday: (time: string) => string;
};

/**
 * Spec 2 "Dashboard widgets": an activity's time reads 'Today, h:mm a', 'Yesterday, h:mm a' or
 * 'MMM d, yyyy h:mm a' in English; the other languages use their own date order and a 24-hour
 * clock ("Danas u 20:30"). In the user's time zone. Null for a missing or broken time.
 */
export const formatActivityTime = (
  value: string | null | undefined,
  { now, language, today, yesterday }: ActivityTimeOptions,
): string | null => {
  if (!value) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  const lang = uiLanguage(language);
  if (isSameDay(date, now)) return today(formatTime(date, lang));
  if (isSameDay(date, subDays(now, 1))) return yesterday(formatTime(date, lang));
  return formatDateTime(date, lang);
};
