import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { findReport } from './report-view.js';

export const getReport = async (db: Database, auth: AuthContext, id: number) => {
  const report = await findReport(db, auth, id);
  if (!report) throw notFound();
  return report;
};
