/**
 * Formula injection (CSV injection, OWASP): a spreadsheet reads a cell that starts with `=`, `+`,
 * `-` or `@` as a formula — `=HYPERLINK(…)` in a tool's name would run in the office of whoever
 * opens the export. A tab, carriage return or line feed in front hides the same from a glance,
 * other control characters have no business in a cell, and some spreadsheets read the
 * full-width forms (＝ ＋ － ＠) as the plain ones. Such a text gets a single quote in front, as
 * OWASP recommends: the spreadsheet then shows it as text, and a person still reads it whole.
 */
// eslint-disable-next-line no-control-regex -- control characters are among the triggers
const FORMULA_START = /^[=+\-@\u0000-\u001F\u007F-\u009F\uFF1D\uFF0B\uFF0D\uFF20]/;

export const neutraliseFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
