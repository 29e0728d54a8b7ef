import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../lib/auth-context.js';
import { tenantScope } from './tenant.js';

/**
 * The WHERE condition that keeps a query inside the caller's organization, on the table's own
 * organization_id column. A superadmin is unrestricted; a user without an organization sees
 * nothing. Every read, update and delete of tenant data goes through this.
 */
export const inScope = (auth: AuthContext, organizationColumn: AnyColumn): SQL | undefined => {
  const scope = tenantScope(auth);
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  return eq(organizationColumn, scope.organizationId);
};
