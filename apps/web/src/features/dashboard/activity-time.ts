import { format, isSameDay, isValid, parseISO, subDays } from 'date-fns';
import { DATE_TIME_FORMAT } from '@/lib/date-format';
import { dateLocaleFor } from '@/lib/date-locale';

const TIME_FORMAT = 'h:mm a';

type ActivityTimeOptions = {
  /** The moment "today" is measured from (the user's local day). */
  now: Date;
  /** The UI language, for month names and AM/PM. */
  language: string | undefined;
  /** The localized "Today, {time}" and "Yesterday, {time}", given the formatted time. */
  today: (time: string) => string;
  yesterday: (time: string) => string;
};

/**
 * Spec 2 "Dashboard widgets": an activity's time reads 'Today, h:mm a', 'Yesterday, h:mm a' or
 * 'MMM d, yyyy h:mm a', in the user's time zone and language. Null for a missing or broken time.
 */
export const formatActivityTime = (
  value: string | null | undefined,
  { now, language, today, yesterday }: ActivityTimeOptions,
): string | null => {
  if (!value) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  const locale = dateLocaleFor(language);
  if (isSameDay(date, now)) return today(format(date, TIME_FORMAT, { locale }));
  if (isSameDay(date, subDays(now, 1))) return yesterday(format(date, TIME_FORMAT, { locale }));
  return format(date, DATE_TIME_FORMAT, { locale });
};
