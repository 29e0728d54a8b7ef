import { fullName, type Report } from '@toolyard/shared';

/** A report's author's name, or null when the account no longer exists. */
export const reportAuthor = (report: Pick<Report, 'user'>) =>
  report.user ? fullName(report.user) || null : null;
