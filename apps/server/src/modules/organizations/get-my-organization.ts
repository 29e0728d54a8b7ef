import type { Organization } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { getOrganization } from './get-organization.js';

export const getMyOrganization = (db: Database, auth: AuthContext): Promise<Organization> => {
  if (auth.user.organizationId === null) throw notFound();
  return getOrganization(db, auth, auth.user.organizationId);
};
