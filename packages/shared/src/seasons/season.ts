import { parseMonths } from '../organizations/months.js';

export type Season = 'winter' | 'summer' | 'all_season';

export type SeasonMonths = { winterMonths: string; summerMonths: string };

/**
 * Season: the current month in the winter list means winter, in the summer list summer,
 * otherwise all-season. Winter is checked first, so a month wrongly stored in both lists counts as
 * winter. A broken list counts as empty rather than throwing: a bad setting must not break the
 * vehicles screen. Uses the local calendar month of `date`, as the user sees it.
 */
export const currentSeason = (org: SeasonMonths, date: Date): Season => {
  const month = date.getMonth() + 1;
  if ((parseMonths(org.winterMonths) ?? []).includes(month)) return 'winter';
  if ((parseMonths(org.summerMonths) ?? []).includes(month)) return 'summer';
  return 'all_season';
};
