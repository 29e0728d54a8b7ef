import { isLanguage, type Language } from './languages.js';

/**
 * Dates and times in each language's own convention (decision 0029), for the server's prints
 * (report PDFs, e-mails, exports: in the organization's zone) and the screens (the reader's):
 * English keeps the spec's 'MMM d, yyyy' and 'h:mm a'; the other languages write their own
 * convention (24-hour clock, their own date order). Intl does the work, so no locale data ships.
 */

// Bosnian, Croatian and Serbian share one bundle; Croatian stands for the group (as on the web).
const INTL_LOCALES: Record<Language, string> = {
  en: 'en-US',
  de: 'de-DE',
  tr: 'tr-TR',
  sq: 'sq-AL',
  'bs-hr-sr': 'hr-HR',
};

/** Where an organization has set none (and for rows older than the setting). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

const supportedZones = (): ReadonlySet<string> => {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  return new Set(intl.supportedValuesOf?.('timeZone') ?? []);
};
let zones: ReadonlySet<string> | undefined;

/**
 * An IANA zone this runtime knows. Runtimes list zones under different names (Asia/Kolkata or
 * Asia/Calcutta, and none lists UTC), so a name counts when it or what Intl resolves it to is listed.
 */
export const isTimeZone = (name: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  zones ??= supportedZones();
  return resolved === 'UTC' || zones.has(name) || zones.has(resolved);
};

/**
 * The Intl locale a language of ours is written in (bs-hr-sr is no BCP-47 tag), for dates and
 * numbers alike; anything that is not one of ours (i18next's language before it has settled)
 * is written in English.
 */
export const intlLocaleOf = (language: string | undefined) =>
  isLanguage(language) ? INTL_LOCALES[language] : INTL_LOCALES.en;
const localeOf = intlLocaleOf;
// ICU puts a narrow no-break space before AM/PM; plain text (PDF fonts, e-mails) wants a space.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

// Building a formatter costs far more than using one (a list of 100 cards with two dates each
// spent a quarter of a second on a slow phone making them), so each is made once. At most
// kinds × languages × the zones in use: the zone names are IANA's, and a bad one throws
// before anything is kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
const kept = (key: string, make: () => Intl.DateTimeFormat) => {
  const known = formatters.get(key);
  if (known) return known;
  const made = make();
  formatters.set(key, made);
  return made;
};

const dateFormat = (language: Language, timeZone: string | undefined) =>
  kept(`date ${language} ${timeZone ?? ''}`, () => makeDateFormat(language, timeZone));

const timeFormat = (language: Language, timeZone: string | undefined) =>
  kept(`time ${language} ${timeZone ?? ''}`, () => makeTimeFormat(language, timeZone));

const makeDateFormat = (language: Language, timeZone: string | undefined) =>
  language === 'en'
    ? new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone,
      })
    : new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone });

const makeTimeFormat = (language: Language, timeZone: string | undefined) =>
  language === 'en'
    ? new Intl.DateTimeFormat('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZone,
      })
    : new Intl.DateTimeFormat(localeOf(language), {
        timeStyle: 'short',
        hourCycle: 'h23',
        timeZone,
      });

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** A calendar day ('yyyy-MM-dd', no zone): "Nov 23, 2026", "23.11.2026", "23 Kas 2026". */
export const formatCalendarDate = (value: string, language: Language): string => {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  if (Number.isNaN(date.getTime())) return value;
  return plainSpaces(dateFormat(language, 'UTC').format(date));
};

/**
 * The day of an instant ("Nov 23, 2026", "23.11.2026"), in `timeZone`; without one, in the
 * runtime's own (the reader's, in a browser).
 */
export const formatDay = (value: string | Date, language: Language, timeZone?: string) =>
  plainSpaces(dateFormat(language, timeZone).format(toDate(value)));

/** The time of an instant: "8:30 PM" in English, "20:30" in the others. */
export const formatTime = (value: string | Date, language: Language, timeZone?: string) =>
  plainSpaces(timeFormat(language, timeZone).format(toDate(value)));

/** Day and time of an instant: "Nov 23, 2026 8:30 PM", "23.11.2026 20:30". */
export const formatDateTime = (value: string | Date, language: Language, timeZone?: string) =>
  `${formatDay(value, language, timeZone)} ${formatTime(value, language, timeZone)}`;

const zoneNameFormat = (language: Language, timeZone: string) =>
  kept(
    `zone ${language} ${timeZone}`,
    () => new Intl.DateTimeFormat(localeOf(language), { timeZone, timeZoneName: 'short' }),
  );

/**
 * The zone's short name at that instant, as the language writes it: "CET" or "CEST" where the
 * language has a name for it, else its offset ("GMT+1"). Summer time shows: the same zone reads
 * "MEZ" in winter and "MESZ" in summer in German.
 */
export const formatZoneName = (value: string | Date, language: Language, timeZone: string) =>
  zoneNameFormat(language, timeZone)
    .formatToParts(toDate(value))
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * An instant as the server prints it, in the organization's zone with the zone named:
 * "Nov 23, 2026 8:30 PM (Europe/Berlin)", "23.11.2026 20:30 (Europe/Berlin)".
 */
export const formatInstant = (value: string | Date, language: Language, timeZone: string) => {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  return `${formatDateTime(date, language, zone)} (${zone})`;
};
