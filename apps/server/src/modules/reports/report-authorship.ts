import type { z } from 'zod';
import { canChangeReport, type reportSchema } from '@toolyard/shared';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden } from '../../lib/domain-errors.js';
import { type ReportView } from './report-view.js';

export type Input = z.output<typeof reportSchema>;

/** The shared row rule: workers change only their own reports; admins any they can see. */
export const assertMayChange = (auth: AuthContext, report: ReportView) => {
  if (!canChangeReport(auth.user, report)) throw forbidden('errors.notYourReport');
};
