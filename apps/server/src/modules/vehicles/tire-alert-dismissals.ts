import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tireAlertDismissals } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden } from '../../lib/domain-errors.js';

/**
 * Has the reader dismissed the tyre alert for `season` (a seasonKey)? A user without an
 * organization (a superadmin) is never shown the alert, so never dismissed it.
 */
export const dismissedTireAlert = async (
  db: Executor,
  auth: AuthContext,
  season: string | undefined,
) => {
  const organizationId = auth.user.organizationId;
  if (season === undefined || organizationId === null) return false;
  const [row] = await db
    .select({ season: tireAlertDismissals.season })
    .from(tireAlertDismissals)
    .where(
      and(
        eq(tireAlertDismissals.userId, auth.user.id),
        eq(tireAlertDismissals.organizationId, organizationId),
        eq(tireAlertDismissals.season, season),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/**
 * The reader dismisses the tyre alert for `season`: for this user only, until the
 * season ends (the next season's key is another). Dismissing again changes nothing.
 */
export const dismissTireAlert = async (db: Executor, auth: AuthContext, season: string) => {
  const organizationId = auth.user.organizationId;
  // The permission admits org admins only; this keeps the row's organization never null.
  if (organizationId === null) throw forbidden();
  await db
    .insert(tireAlertDismissals)
    .values({ userId: auth.user.id, organizationId, season })
    .onConflictDoNothing();
};
