import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { branches, organizations, users } from '../../db/schema.js';

/** The branch's manager, joined under its own name (the manager sort orders by it). */
export const managers = alias(users, 'manager');

/** Branches as the screens show them: with the organization's name and the manager's name. */
export const selectBranches = (db: Executor) =>
  db
    .select({
      id: branches.id,
      name: branches.name,
      address: branches.address,
      contactPhone: branches.contactPhone,
      organizationId: branches.organizationId,
      managerId: branches.managerId,
      organizationName: organizations.name,
      managerFirstName: managers.firstName,
      managerLastName: managers.lastName,
      createdAt: branches.createdAt,
    })
    .from(branches)
    .innerJoin(organizations, eq(organizations.id, branches.organizationId))
    .leftJoin(managers, eq(managers.id, branches.managerId));

type Row = Awaited<ReturnType<ReturnType<typeof selectBranches>['execute']>>[number];

export const toBranch = (row: Row) => ({
  id: row.id,
  name: row.name,
  address: row.address,
  contactPhone: row.contactPhone,
  organizationId: row.organizationId,
  managerId: row.managerId,
  organization: { name: row.organizationName },
  manager:
    row.managerId !== null && row.managerFirstName !== null
      ? { firstName: row.managerFirstName, lastName: row.managerLastName ?? '' }
      : null,
  createdAt: row.createdAt,
});

export const findBranch = async (
  db: Executor,
  id: number,
  scope: ReturnType<typeof sql> | undefined,
) => {
  const [row] = await selectBranches(db)
    .where(scope ? sql`${branches.id} = ${id} and ${scope}` : eq(branches.id, id))
    .limit(1);
  return row ? toBranch(row) : undefined;
};
