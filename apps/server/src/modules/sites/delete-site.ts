import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sites } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict, notFound } from '../../lib/domain-errors.js';
import { isForeignKeyViolation } from '../../db/database-errors.js';
import { recordActivity } from '../../data/activity.js';
import { deleteOne } from '../../data/delete-one.js';
import { findSite } from './site-record.js';

/** Tools at the site are detached (they stay in their branch); a site with reports cannot go. */
export const deleteSite = async (db: Database, auth: AuthContext, id: number) => {
  const existing = await findSite(db, auth, id);
  if (!existing) throw notFound();
  try {
    await db.transaction(async (tx) => {
      await deleteOne(tx, sites, eq(sites.id, id));
      await recordActivity(tx, auth, {
        organizationId: existing.organizationId,
        type: 'organization',
        action: 'site_deleted',
        title: existing.name,
        entityType: 'site',
        entityId: id,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('errors.siteInUse');
    throw error;
  }
};
