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

// What neutraliseFormula put a quote before: the quote and the character that made it.
// eslint-disable-next-line no-control-regex -- control characters are among the triggers
const NEUTRALISED = /^'[=+\-@\u0000-\u001F\u007F-\u009F\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A cell of a file read back for an import: the quote an export put before a formula-like text
 * is taken off again, so an exported "-5 °C" re-imports as "-5 °C", not "'-5 °C" (decision 0060).
 */
export const plainCell = (text: string) => (NEUTRALISED.test(text) ? text.slice(1) : text);
