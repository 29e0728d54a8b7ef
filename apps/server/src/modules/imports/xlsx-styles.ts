// Built-in number formats that show dates or times (ECMA-376 18.8.30; 27–36 and 50–58 are the
// East Asian date formats).
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/**
 * Whether a custom format code shows a date: a day, month, year, hour or second placeholder
 * outside quoted text, escapes and [brackets] (colours, locales, elapsed time) — the test
 * exceljs applies.
 */
const isDateFormat = (code: string) =>
  /[ymdhsb]/i.test(
    code
      .replace(/\[[^\]]*]/g, '')
      .replace(/"[^"]*"/g, '')
      .replace(/\\./g, ''),
  );

/** Collects, from styles.xml's events, which cell styles (by index) show dates. */
export const dateStyles = () => {
  const customDates = new Set<number>();
  const styles: boolean[] = [];
  let inCellStyles = false;
  return {
    open: (name: string, attributes: Record<string, string>) => {
      if (name === 'numFmt' && isDateFormat(attributes.formatCode ?? ''))
        customDates.add(Number(attributes.numFmtId));
      else if (name === 'cellXfs') inCellStyles = true;
      else if (name === 'xf' && inCellStyles) {
        const format = Number(attributes.numFmtId ?? 0);
        styles.push(BUILT_IN_DATES.has(format) || customDates.has(format));
      }
    },
    close: (name: string) => {
      if (name === 'cellXfs') inCellStyles = false;
    },
    isDate: (style: number) => styles[style] === true,
  };
};

const DAY_MS = 86_400_000;
// Day 0 of Excel's calendars as Unix days: 1899-12-30 (with its 1900 leap-year quirk) or 1904-01-01.
const UNIX_DAY_OF_SERIAL_0 = { 1900: -25_569, 1904: -24_107 };

/** A date cell's serial number as yyyy-MM-dd (the forms' format), or undefined when out of range. */
export const serialDate = (serial: number, date1904: boolean) => {
  const date = new Date(
    Math.round((serial + UNIX_DAY_OF_SERIAL_0[date1904 ? 1904 : 1900]) * DAY_MS),
  );
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
};
