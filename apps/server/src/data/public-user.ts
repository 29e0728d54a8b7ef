import { eq, sql, type SQL } from 'drizzle-orm';
import type { PublicUser, Role } from '@toolyard/shared';
import type { Executor } from '../db/client.js';
import { organizations, users } from '../db/schema.js';

/** The columns every answer about a user carries; the password hash never leaves the server. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  organizationId: users.organizationId,
  organizationName: organizations.name,
};

export type PublicUserRow = {
  id: number;
  username: string;
  email: string;
  emailVerifiedAt: Date | null;
  firstName: string;
  lastName: string;
  role: Role;
  organizationId: number | null;
  organizationName: string | null;
};

export const toPublicUser = (row: PublicUserRow): PublicUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  emailVerified: row.emailVerifiedAt !== null,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  organizationId: row.organizationId,
  organization:
    row.organizationId !== null && row.organizationName !== null
      ? { id: row.organizationId, name: row.organizationName }
      : null,
});

export const findPublicUser = async (db: Executor, where: SQL) => {
  const [row] = await db
    .select(publicUserColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(where)
    .limit(1);
  return row ? toPublicUser(row) : undefined;
};

export const findPublicUserById = (db: Executor, id: number) =>
  findPublicUser(db, eq(users.id, id));

export const usernameMatches = (username: string) =>
  sql`lower(${users.username}) = lower(${username})`;
export const emailMatches = (email: string) => sql`lower(${users.email}) = lower(${email})`;
