import { and, eq } from 'drizzle-orm';
import { normalizeLabelCode, type LabelResolution } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { labelCodes } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { inScope } from '../../data/scope.js';

/**
 * What a scanned or typed label is, in the caller's organization (a superadmin: any). A code that
 * cannot be one, an unknown one and another organization's all answer the same not-found, so a
 * label never tells that it exists elsewhere.
 */
export const resolveLabel = async (
  db: Executor,
  auth: AuthContext,
  input: string,
): Promise<LabelResolution> => {
  const code = normalizeLabelCode(input);
  if (!code) throw notFound();
  const scope = inScope(auth, labelCodes.organizationId);
  const match = eq(labelCodes.code, code);
  const [row] = await db
    .select({ kind: labelCodes.kind, id: labelCodes.itemId })
    .from(labelCodes)
    .where(scope ? and(match, scope) : match)
    .limit(1);
  if (!row) throw notFound();
  return row;
};
