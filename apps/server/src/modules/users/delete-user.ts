import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden } from '../../lib/domain-errors.js';
import { recordActivity } from '../../data/activity.js';
import { findManagedUser } from './user-visibility.js';
import { deleteOne } from '../../data/delete-one.js';

/**
 * Deletes an account. Its sessions go with it (cascade), so its token stops working at once;
 * its name is kept off logs and reports (their user reference becomes empty).
 */
export const deleteUser = async (db: Database, auth: AuthContext, id: number) => {
  if (id === auth.user.id) throw forbidden('errors.cannotDeleteSelf');
  const target = await findManagedUser(db, auth, id);
  await db.transaction(async (tx) => {
    await deleteOne(tx, users, eq(users.id, id));
    await recordActivity(tx, auth, {
      organizationId: target.organizationId,
      type: 'user',
      action: 'user_deleted',
      title: `${target.firstName} ${target.lastName}`,
      entityType: 'user',
      entityId: id,
    });
  });
};
