/** yyyy-MM-dd. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real yyyy-MM-dd day (not 2026-02-30). */
export const isCalendarDate = (value: string) => {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
