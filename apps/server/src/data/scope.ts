import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../lib/auth-context.js';
import { tenantScope } from './tenant.js';

/**
 * The WHERE condition that keeps a query inside the caller's organization, on the table's own
 * organization_id column. A superadmin is unrestricted; a user without an organization sees
 * nothing. Every read of tenant data goes through this; most edits and deletes first read their
 * record through it (404 when it is not the caller's) and then change it by id
 * (docs/architecture.md, tenant rules).
 */
export const inScope = (auth: AuthContext, organizationColumn: AnyColumn): SQL | undefined => {
  const scope = tenantScope(auth);
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  return eq(organizationColumn, scope.organizationId);
};
