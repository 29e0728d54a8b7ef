import type { Organization, OrganizationListQuery, OrganizationSort } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage, type ListSort } from '../../data/list-page.js';
import { inScope } from '../../data/scope.js';
import { toOrganization } from './organization-view.js';

/** The superadmin's organizations table's sorts, the organization's id last. */
const organizationSorts: Record<OrganizationSort, ListSort<Organization>> = {
  // Natural order (migration 0014): "Org 2" before "Org 10".
  name: {
    columns: [organizations.name, organizations.id],
    cursorOf: (organization) => [organization.name, organization.id],
  },
  // created_at is kept to the millisecond the cursor carries (migration 0014).
  createdAt: {
    columns: [organizations.createdAt, organizations.id],
    cursorOf: (organization) => [organization.createdAt, organization.id],
  },
};

const list = (db: Executor) =>
  defineList({
    name: 'organizations',
    db,
    table: organizations,
    base: () => db.select().from(organizations),
    sorts: organizationSorts,
    defaultSort: 'name',
    toItem: toOrganization,
  });

/**
 * GET /api/organizations (a superadmin's): by name, searched over the name. The scope is the
 * caller's own organization for anyone else the permission may one day admit.
 */
export const listOrganizations = (
  db: Executor,
  auth: AuthContext,
  query: OrganizationListQuery = {},
) => listOrPage(list(db), query, [inScope(auth, organizations.id)]);
