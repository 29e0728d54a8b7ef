import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activity, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import { activityItems } from './activity-items.js';

const FEED = 20;

const FEED_TYPES = ['tool', 'vehicle', 'report', 'alert', 'user', 'organization'] as const;

/** The dashboard's feed: what happened in the organization, newest first (sign-in events stay in the audit trail). */
export const recentActivity = async (db: Database, auth: AuthContext) => {
  const rows = await db
    .select({ entry: activity, firstName: users.firstName, lastName: users.lastName })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.actorUserId))
    .where(and(inScope(auth, activity.organizationId), inArray(activity.type, [...FEED_TYPES])))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(FEED);
  const items = await activityItems(
    db,
    rows.map(({ entry }) => entry),
  );
  return rows.map(({ entry, firstName, lastName }, index) => {
    const type: 'tool' | 'vehicle' | 'report' | 'alert' =
      entry.type === 'tool' || entry.type === 'vehicle' || entry.type === 'report'
        ? entry.type
        : 'alert';
    const user = firstName !== null ? `${firstName} ${lastName ?? ''}`.trim() : null;
    const timestamp = entry.createdAt;
    return {
      id: entry.id,
      type,
      action: entry.action,
      title: entry.title,
      details: entry.details,
      timestamp,
      // The organization page's variant of the same entry.
      description: entry.details ? `${entry.title} · ${entry.details}` : entry.title,
      time: timestamp,
      user,
      item: items[index] ?? null,
    };
  });
};
