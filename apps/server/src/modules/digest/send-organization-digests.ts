import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema.js';
import { digestRecipients } from './digest-recipients.js';
import { isEmptyDigest, organizationDue, workerDue, type DigestContent } from './digest-content.js';
import { deliverDigest, type DigestDeps, type DigestOutcome } from './deliver-digest.js';
import type { DigestTurn } from './digest-organizations.js';

export type DigestTally = Record<DigestOutcome | 'empty', number>;

export class DigestsRefused extends Error {}

/**
 * Every digest of one organization for one day that is not out yet: its admins' (the whole
 * organization's, asked once) and its workers' (each their own). Nothing due, no digest. Throws
 * when the mail server refused some, after trying all, so the job is retried for those.
 */
export const sendOrganizationDigests = async (
  deps: DigestDeps,
  turn: DigestTurn,
): Promise<DigestTally> => {
  const tally: DigestTally = { sent: 0, outbox: 0, taken: 0, failed: 0, empty: 0 };
  const [organization] = await deps.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, turn.organizationId));
  if (!organization) return tally;
  const recipients = await digestRecipients(deps.db, turn.organizationId, turn.day);
  let everything: DigestContent | undefined;
  for (const recipient of recipients) {
    const content =
      recipient.role === 'org_admin'
        ? (everything ??= await organizationDue(deps.db, turn.organizationId))
        : await workerDue(deps.db, turn.organizationId, recipient.id);
    if (isEmptyDigest(content)) {
      tally.empty += 1;
      continue;
    }
    const outcome = await deliverDigest(
      deps,
      { ...turn, organizationName: organization.name },
      recipient,
      content,
    );
    tally[outcome] += 1;
  }
  if (tally.failed > 0)
    throw new DigestsRefused(
      `${tally.failed} digest(s) of organization ${turn.organizationId} for ${turn.day} were refused by the mail server`,
    );
  return tally;
};
