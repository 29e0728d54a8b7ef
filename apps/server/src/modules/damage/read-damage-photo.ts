import { and, eq } from 'drizzle-orm';
import { reachOf } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { damagePhotos, damageReports } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { inScope } from '../../data/scope.js';

/**
 * GET /api/damage-photos/:id: the photo's bytes, as we wrote them. Another organization's photo
 * is not found, and so is a worker's look at a report not their own.
 */
export const readDamagePhoto = async (db: Database, auth: AuthContext, id: number) => {
  const own = reachOf(auth.user.role, 'damage.readPhoto') === 'own';
  const [photo] = await db
    .select({ image: damagePhotos.image, contentType: damagePhotos.contentType })
    .from(damagePhotos)
    .innerJoin(damageReports, eq(damageReports.id, damagePhotos.damageReportId))
    .where(
      and(
        eq(damagePhotos.id, id),
        inScope(auth, damagePhotos.organizationId),
        own ? eq(damageReports.reportedByUserId, auth.user.id) : undefined,
      ),
    )
    .limit(1);
  if (!photo) throw notFound();
  return photo;
};
