import { and, eq, ne, sql } from 'drizzle-orm';
import type { PublicUser, UserListQuery, UserSort, WorkerListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage, type ListSort } from '../../data/list-page.js';
import { postingsIn } from '../../data/word-postings.js';
import { publicUserColumns, toPublicUser, type PublicUserRow } from '../../data/public-user.js';

type Person = { id: number; firstName: string; lastName: string; username: string; email: string };
type Listed = Person & Partial<Pick<PublicUser, 'role' | 'organization'>>;

/**
 * The users and workers tables' sorts, the user's id last. Role and organization are
 * the superadmin's users table's columns; the workers list's schema does not offer them.
 */
const userSorts: Record<UserSort, ListSort<Listed>> = {
  name: {
    columns: [users.lastName, users.firstName, users.id],
    cursorOf: (user) => [user.lastName, user.firstName, user.id],
  },
  username: { columns: [users.username, users.id], cursorOf: (user) => [user.username, user.id] },
  email: { columns: [users.email, users.id], cursorOf: (user) => [user.email, user.id] },
  role: { columns: [users.role, users.id], cursorOf: (user) => [user.role ?? null, user.id] },
  organization: {
    columns: [organizations.name, users.id],
    nullable: true,
    cursorOf: (user) => [user.organization?.name ?? null, user.id],
  },
};

/**
 * By last and first name. The spec gives these screens no search; ours covers name, username and
 * e-mail — from the search postings (decision 0071) when the list is one organization's.
 */
const userList = <Item extends Listed>(
  db: Executor,
  toItem: (row: PublicUserRow) => Item,
  organizationId: number | null | undefined,
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
    sorts: userSorts,
    defaultSort: 'name',
    toItem,
    ...postingsIn('users', 'name', organizationId),
  });

/** Superadmins see every account but workers; org admins see their organization's workers. */
export const listUsers = (db: Executor, auth: AuthContext, query: UserListQuery = {}) => {
  const visible =
    auth.user.role === 'superadmin'
      ? ne(users.role, 'worker')
      : auth.user.organizationId === null
        ? sql`false`
        : and(eq(users.role, 'worker'), eq(users.organizationId, auth.user.organizationId));
  const organizationId = auth.user.role === 'superadmin' ? undefined : auth.user.organizationId;
  return listOrPage(userList<PublicUser>(db, toPublicUser, organizationId), query, [visible]);
};

/** Workers of one organization: an org admin's own (whatever was asked), or the one a superadmin names. */
export const listWorkers = (
  db: Executor,
  auth: AuthContext,
  requestedOrganizationId: number | undefined,
  query: WorkerListQuery = {},
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
  // Counted under the organization's workers key; a superadmin names the organization.
  const kept =
    organizationId === undefined || organizationId === null
      ? undefined
      : { organizationId, subject: 'users' as const, key: 'role:worker' };
  return listOrPage(
    userList(db, toWorker, organizationId),
    query,
    [eq(users.role, 'worker'), inOrganization],
    kept,
  );
};
