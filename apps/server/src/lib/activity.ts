import type { Executor } from '../db/client.js';
import { activity } from '../db/schema.js';
import type { AuthContext } from './auth-context.js';

export type ActivityInput = {
  organizationId: number | null;
  type: (typeof activity.$inferInsert)['type'];
  action: string;
  title: string;
  details?: string;
  entityType?: string;
  entityId?: number;
  metadata?: Record<string, unknown>;
};

/**
 * Records what happened and who did it — both people when a superadmin acts as someone else —
 * in the same transaction as the change it describes.
 */
export const recordActivity = (db: Executor, auth: AuthContext | null, input: ActivityInput) =>
  db.insert(activity).values({
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
