import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { canChangeReport, type reportSchema } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden, notFound } from '../../lib/domain-errors.js';
import { usableSiteInOrganization } from '../../data/references.js';
import { recordActivity } from '../../lib/activity.js';
import { findReport, type ReportView } from './report-view.js';
import { deleteOne } from '../../data/delete-one.js';

type Input = z.output<typeof reportSchema>;

export const getReport = async (db: Database, auth: AuthContext, id: number) => {
  const report = await findReport(db, auth, id);
  if (!report) throw notFound();
  return report;
};

/** The shared row rule: workers change only their own reports; admins any they can see. */
const assertMayChange = (auth: AuthContext, report: ReportView) => {
  if (!canChangeReport(auth.user, report)) throw forbidden('errors.notYourReport');
};

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
