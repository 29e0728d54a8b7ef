import { and, eq, ne, sql } from 'drizzle-orm';
import type { ListQuery, PublicUser } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage } from '../../data/list-page.js';
import { publicUserColumns, toPublicUser, type PublicUserRow } from './public-user.js';

/** By last and first name. The spec gives these screens no search; ours covers name, username and e-mail. */
const userList = <Item extends { id: number; firstName: string; lastName: string }>(
  db: Executor,
  toItem: (row: PublicUserRow) => Item,
) =>
  defineList({
    name: 'users',
    db,
    table: users,
    base: () =>
      db
        .select(publicUserColumns)
        .from(users)
        .leftJoin(organizations, eq(organizations.id, users.organizationId)),
    order: { columns: [users.lastName, users.firstName, users.id], direction: 'asc' },
    toItem,
    cursorOf: (user) => [user.lastName, user.firstName, user.id],
  });

/** Spec 2: superadmins see every account but workers; org admins see their organization's workers. */
export const listUsers = (db: Executor, auth: AuthContext, query: ListQuery = {}) => {
  const visible =
    auth.user.role === 'superadmin'
      ? ne(users.role, 'worker')
      : auth.user.organizationId === null
        ? sql`false`
        : and(eq(users.role, 'worker'), eq(users.organizationId, auth.user.organizationId));
  return listOrPage(userList<PublicUser>(db, toPublicUser), query, [visible]);
};

/** Workers of one organization: an org admin's own (whatever was asked), or the one a superadmin names. */
export const listWorkers = (
  db: Executor,
  auth: AuthContext,
  requestedOrganizationId: number | undefined,
  query: ListQuery = {},
) => {
  const organizationId =
    auth.user.role === 'superadmin' ? requestedOrganizationId : auth.user.organizationId;
  const inOrganization =
    organizationId === undefined || organizationId === null
      ? sql`false`
      : eq(users.organizationId, organizationId);
  const toWorker = ({ id, username, email, firstName, lastName }: PublicUserRow) => ({
    id,
    username,
    email,
    firstName,
    lastName,
  });
  return listOrPage(userList(db, toWorker), query, [eq(users.role, 'worker'), inOrganization]);
};
