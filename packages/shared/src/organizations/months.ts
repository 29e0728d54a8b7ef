/**
 * Season months: winter is a stored list; summer is always every month not
 * in winter. Stored and sent as comma-separated month numbers, e.g. "11,12,1,2,3".
 */
export const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const DEFAULT_WINTER_MONTHS = '11,12,1,2,3';
export const DEFAULT_SUMMER_MONTHS = '4,5,6,7,8,9,10';

/** Month numbers from "11, 12,1" (order kept, duplicates dropped); null when anything is not 1–12. */
export const parseMonths = (text: string): number[] | null => {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const months: number[] = [];
  for (const part of trimmed.split(',')) {
    const value = part.trim();
    if (!/^\d{1,2}$/.test(value)) return null;
    const month = Number(value);
    if (month < 1 || month > 12) return null;
    if (!months.includes(month)) months.push(month);
  }
  return months;
};

export const formatMonths = (months: readonly number[]) => months.join(',');

export const summerMonthsFor = (winter: readonly number[]) =>
  ALL_MONTHS.filter((month) => !winter.includes(month));

/**
 * The stored pair from what a form sent: winter decides, summer is its complement. With only a
 * summer list, winter is its complement. Undefined when neither was sent; null when invalid.
 */
export const seasonMonthsFrom = (input: {
  winterMonths?: string | undefined;
  summerMonths?: string | undefined;
}): { winterMonths: string; summerMonths: string } | null | undefined => {
  if (input.winterMonths === undefined && input.summerMonths === undefined) return undefined;
  if (input.winterMonths !== undefined) {
    const winter = parseMonths(input.winterMonths);
    if (!winter) return null;
    return {
      winterMonths: formatMonths(winter),
      summerMonths: formatMonths(summerMonthsFor(winter)),
    };
  }
  const summer = parseMonths(input.summerMonths!);
  if (!summer) return null;
  const winter = ALL_MONTHS.filter((month) => !summer.includes(month));
  return { winterMonths: formatMonths(winter), summerMonths: formatMonths(summer) };
};
