import { customType } from 'drizzle-orm/pg-core';

// PostgreSQL's ISO output of a timestamptz in UTC (DateStyle ISO, the default; TimeZone UTC):
// "2026-11-24 05:14:09.123456+00", the fraction optional, up to 6 digits, no trailing zeros.
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * The ISO 8601 form the API answers ("2026-11-24T05:14:09.123Z", as `Date#toISOString` writes
 * it: milliseconds, cut, not rounded) of PostgreSQL's text of a timestamptz. In UTC it is a
 * rearrangement of the text; anything else (another time zone, infinity) goes through a Date.
 */
export const isoFromPostgres = (text: string) => {
  const parts = UTC_TEXT.exec(text);
  if (!parts) return new Date(text).toISOString();
  return `${parts[1]}T${parts[2]}.${(parts[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
};

/**
 * A point in time (timestamptz) read as the ISO string the API sends, never as a Date: list
 * pages have several per row, and a Date parsed from the database's text only to be formatted
 * back cost about a tenth of a list request (decision 0024). Written as an ISO string (or SQL).
 */
export const instant = customType<{ data: string; driverData: string }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: isoFromPostgres,
  toDriver: (value) => value,
});
