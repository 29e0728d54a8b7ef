import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden } from '../../lib/domain-errors.js';
import { usableSiteInOrganization } from '../../data/references.js';
import { recordActivity } from '../../data/activity.js';
import { findReport } from './report-view.js';
import { type Input, assertMayChange } from './report-authorship.js';
import { getReport } from './get-report.js';

export const updateReport = async (db: Database, auth: AuthContext, id: number, input: Input) => {
  const existing = await getReport(db, auth, id);
  assertMayChange(auth, existing);
  const site = await usableSiteInOrganization(db, auth, input.siteId);
  if (site.organizationId !== existing.organizationId) throw forbidden();
  return db.transaction(async (tx) => {
    await tx
      .update(reports)
      .set({
        title: input.title,
        content: input.content,
        siteId: site.id,
        reportDate: input.reportDate,
        updatedAt: new Date().toISOString(),
      })
      .where(and(eq(reports.id, id), eq(reports.organizationId, existing.organizationId)));
    await recordActivity(tx, auth, {
      organizationId: existing.organizationId,
      type: 'report',
      action: 'report_updated',
      title: input.title,
      details: site.name,
      entityType: 'report',
      entityId: id,
    });
    return (await findReport(tx, auth, id))!;
  });
};
