import { checkAnnounced } from '../lib/declared-announcements.js';
import type { LiveEntityType } from '@toolyard/shared';
import type { Executor } from '../db/client.js';
import { activity } from '../db/schema.js';
import type { AuthContext } from '../lib/auth-context.js';

export type ActivityInput = {
  organizationId: number | null;
  type: (typeof activity.$inferInsert)['type'];
  action: string;
  title: string;
  details?: string;
  /** What the change is of: a live event names it (packages/shared access/live-events.ts). */
  entityType?: LiveEntityType;
  entityId?: number;
  metadata?: Record<string, unknown>;
};

/** Who did it: a request's caller, or the people a queued job acts for (its sender). */
export type Actor = {
  user: Pick<AuthContext['user'], 'id'>;
  impersonatorUserId: AuthContext['impersonatorUserId'];
};

const activityRow = (auth: Actor | null, input: ActivityInput) => {
  checkAnnounced(input.entityType);
  return activityFields(auth, input);
};

const activityFields = (auth: Actor | null, input: ActivityInput) => ({
  organizationId: input.organizationId,
  actorUserId: auth?.user.id ?? null,
  impersonatorUserId: auth?.impersonatorUserId ?? null,
  type: input.type,
  action: input.action,
  title: input.title.slice(0, 255),
  details: input.details ?? null,
  entityType: input.entityType ?? null,
  entityId: input.entityId ?? null,
  metadata: input.metadata ?? null,
});

/**
 * Records what happened and who did it — both people when a superadmin acts as someone else —
 * in the same transaction as the change it describes.
 */
export const recordActivity = (db: Executor, auth: Actor | null, input: ActivityInput) =>
  db.insert(activity).values(activityRow(auth, input));

/** Many changes' activity rows at once (an import's batch of edits): one INSERT. */
export const recordActivities = async (
  db: Executor,
  auth: AuthContext | null,
  inputs: readonly ActivityInput[],
) => {
  if (inputs.length > 0)
    await db.insert(activity).values(inputs.map((input) => activityRow(auth, input)));
};
