import { and, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizationLogos, organizations } from '../../db/schema.js';
import { logoNameOf, logoUrlOf } from './logo-names.js';

/**
 * An organization saves `logoUrl` as its logo: an upload nobody has taken yet (the wizard's, made
 * before the organization existed, or a superadmin's) becomes this organization's. A logo another
 * organization owns stays theirs: naming its URL never gives the right to remove it.
 */
const takeLogo = async (tx: Executor, organizationId: number, logoUrl: string | null) => {
  const name = logoNameOf(logoUrl);
  if (!name) return;
  await tx
    .update(organizationLogos)
    .set({ organizationId })
    .where(and(eq(organizationLogos.name, name), isNull(organizationLogos.organizationId)));
};

/**
 * The organization no longer shows `logoUrl`: its image goes, if it is this organization's and
 * no other organization shows it. What stays (another's logo, one still shown elsewhere) is the
 * maintenance sweep's once nobody names it (modules/maintenance/remove-unused-logos.ts).
 */
const releaseLogo = async (tx: Executor, organizationId: number, logoUrl: string | null) => {
  const name = logoNameOf(logoUrl);
  if (!name) return;
  const shownElsewhere = tx
    .select({ one: sql`1` })
    .from(organizations)
    .where(and(ne(organizations.id, organizationId), eq(organizations.logoUrl, logoUrlOf(name))));
  await tx
    .delete(organizationLogos)
    .where(
      and(
        eq(organizationLogos.name, name),
        eq(organizationLogos.organizationId, organizationId),
        notExists(shownElsewhere),
      ),
    );
};

/**
 * An organization's logo changed from `before` to `after` (either may be none), in the
 * transaction that wrote it (decision 0066): the new one becomes its own, the old one is removed.
 */
export const changeLogo = async (
  tx: Executor,
  organizationId: number,
  before: string | null,
  after: string | null,
) => {
  await takeLogo(tx, organizationId, after);
  if (before !== after) await releaseLogo(tx, organizationId, before);
};
