import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { PublicUser } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { publicUserColumns, toPublicUser } from './public-user.js';

const selectUsers = (db: Database) =>
  db.select(publicUserColumns).from(users).leftJoin(organizations, eq(organizations.id, users.organizationId));

/** Spec 2: superadmins see every account but workers; org admins see their organization's workers. */
export const listUsers = async (db: Database, auth: AuthContext): Promise<PublicUser[]> => {
  const where =
    auth.user.role === 'superadmin'
      ? ne(users.role, 'worker')
      : auth.user.organizationId === null
        ? sql`false`
        : and(eq(users.role, 'worker'), eq(users.organizationId, auth.user.organizationId));
  const rows = await selectUsers(db).where(where).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map(toPublicUser);
};

/** Workers of one organization: an org admin's own (whatever was asked), or the one a superadmin names. */
export const listWorkers = async (db: Database, auth: AuthContext, requestedOrganizationId: number | undefined) => {
  const organizationId = auth.user.role === 'superadmin' ? requestedOrganizationId : auth.user.organizationId;
  if (organizationId === undefined || organizationId === null) return [];
  const rows = await selectUsers(db)
    .where(and(eq(users.role, 'worker'), eq(users.organizationId, organizationId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map(({ id, username, email, firstName, lastName }) => ({ id, username, email, firstName, lastName }));
};
