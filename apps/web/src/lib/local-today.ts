import { format } from 'date-fns';

/** Today on this device's calendar, as a date input holds it (yyyy-MM-dd). */
export const localToday = (now: Date = new Date()) => format(now, 'yyyy-MM-dd');
