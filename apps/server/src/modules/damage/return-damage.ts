import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { damageReports, organizations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField } from '../../lib/domain-errors.js';
import type { DamagedItem } from './damaged-item.js';
import type { DamageMailContext, FiledDamage } from './damage-mail.js';
import { fileDamage } from './file-damage.js';

export type ReturnDamageInput = {
  damageReportId?: number | undefined;
  damageDescription?: string | undefined;
};

type ReturnDamage = {
  /** A report this return wrote (a description sent with it); its mail waits in the outbox. */
  filed: FiledDamage | null;
  /** Whether the item goes to maintenance or service instead of back to use. */
  toRepair: boolean;
};

/** A report named by a return: the returning worker's own, about this very item. */
const assertOwnReport = async (
  tx: Executor,
  auth: AuthContext,
  damaged: DamagedItem,
  reportId: number,
) => {
  const [report] = await tx
    .select({ id: damageReports.id })
    .from(damageReports)
    .where(
      and(
        eq(damageReports.id, reportId),
        eq(damageReports.organizationId, damaged.item.organizationId),
        damaged.kind === 'tool'
          ? eq(damageReports.toolId, damaged.item.id)
          : eq(damageReports.vehicleId, damaged.item.id),
        eq(damageReports.reportedByUserId, auth.user.id),
      ),
    )
    .limit(1);
  if (!report) throw invalidField('damageReportId', 'validation.referenceInvalid');
};

/**
 * What a worker's return says about damage (decision 0045), in the return's transaction: a report
 * made just before (online, with photos) named by its id, or a description that becomes a report
 * now (it may have waited offline in the queue). Damage sends the item to maintenance or service
 * while the organization's setting says so.
 */
export const damageOnReturn = async (
  tx: Executor,
  auth: AuthContext,
  damaged: DamagedItem,
  input: ReturnDamageInput,
  mail: DamageMailContext,
): Promise<ReturnDamage> => {
  let filed: FiledDamage | null = null;
  if (input.damageDescription) {
    filed = await fileDamage(
      tx,
      auth,
      damaged,
      {
        description: input.damageDescription,
        photos: [],
      },
      mail,
    );
  } else if (input.damageReportId !== undefined) {
    await assertOwnReport(tx, auth, damaged, input.damageReportId);
  } else {
    return { filed: null, toRepair: false };
  }
  const [organization] = await tx
    .select({ damageToMaintenance: organizations.damageToMaintenance })
    .from(organizations)
    .where(eq(organizations.id, damaged.item.organizationId));
  return { filed, toRepair: organization?.damageToMaintenance ?? true };
};
