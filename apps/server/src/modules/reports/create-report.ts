import type { Database } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableSiteInOrganization } from '../../data/references.js';
import { recordActivity } from '../../data/activity.js';
import { findReport } from './report-view.js';
import { type Input } from './report-authorship.js';

export const createReport = async (db: Database, auth: AuthContext, input: Input) => {
  const site = await usableSiteInOrganization(db, auth, input.siteId);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reports)
      .values({
        organizationId: site.organizationId,
        title: input.title,
        content: input.content,
        siteId: site.id,
        userId: auth.user.id,
        reportDate: input.reportDate,
      })
      .returning({ id: reports.id });
    await recordActivity(tx, auth, {
      organizationId: site.organizationId,
      type: 'report',
      action: 'report_created',
      title: input.title,
      details: site.name,
      entityType: 'report',
      entityId: created!.id,
    });
    return (await findReport(tx, auth, created!.id))!;
  });
};
