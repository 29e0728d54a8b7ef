import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { branchSchema } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField } from '../../lib/domain-errors.js';
import { tenantScope } from '../../data/tenant.js';

export type Input = z.output<typeof branchSchema>;

/** The organization a branch belongs to: an org admin's own; the one a superadmin names. */
export const owningOrganization = async (
  db: Database,
  auth: AuthContext,
  requested: number | null,
) => {
  const scope = tenantScope(auth);
  if (scope.kind === 'organization') return scope.organizationId;
  if (scope.kind === 'none')
    throw invalidField('organizationId', 'validation.organizationRequired');
  if (requested === null) throw invalidField('organizationId', 'validation.organizationRequired');
  const [exists] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, requested));
  if (!exists) throw invalidField('organizationId', 'validation.referenceInvalid');
  return requested;
};
