import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { recordActivity } from '../../data/activity.js';
import { deleteOne } from '../../data/delete-one.js';
import { assertMayChange } from './report-authorship.js';
import { getReport } from './get-report.js';

export const deleteReport = async (db: Database, auth: AuthContext, id: number) => {
  const existing = await getReport(db, auth, id);
  assertMayChange(auth, existing);
  await db.transaction(async (tx) => {
    await deleteOne(tx, reports, eq(reports.id, id));
    await recordActivity(tx, auth, {
      organizationId: existing.organizationId,
      type: 'report',
      action: 'report_deleted',
      title: existing.title,
      entityType: 'report',
      entityId: id,
    });
  });
};
