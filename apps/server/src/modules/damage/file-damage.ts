import { and, eq, ne } from 'drizzle-orm';
import { fullName, type LogNote } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { damagePhotos, damageReports, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { recordMove, type MoveRecord } from '../../data/move-item.js';
import { toolKind } from '../tools/index.js';
import { vehicleKind } from '../vehicles/index.js';
import { createNotices } from '../notices/index.js';
import type { EncodedPhoto } from './damage-photo.js';
import { damagedItemSite, damagedItemTitle, type DamagedItem } from './damaged-item.js';
import { queueDamageMail, type DamageMailContext, type FiledDamage } from './damage-mail.js';

/** The organization's admins, but not the one who reported it (they know). */
const adminsToTell = async (tx: Executor, organizationId: number, reporterId: number) =>
  (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.organizationId, organizationId),
          eq(users.role, 'org_admin'),
          ne(users.id, reporterId),
        ),
      )
  ).map((row) => row.id);

/**
 * Writes a damage report in the caller's transaction: the report, its photos (already re-encoded),
 * an entry in the item's log and the activity feed, a notice in each admin's bell, and the
 * admins' e-mail in the outbox (damage-mail.ts): sent after the commit, so a mail server's failure
 * cannot undo the report.
 */
export const fileDamage = async (
  tx: Executor,
  auth: AuthContext,
  damaged: DamagedItem,
  input: { description: string; photos: readonly EncodedPhoto[] },
  mail: DamageMailContext,
): Promise<FiledDamage> => {
  const { item } = damaged;
  const siteId = damagedItemSite(damaged);
  const [report] = await tx
    .insert(damageReports)
    .values({
      organizationId: item.organizationId,
      toolId: damaged.kind === 'tool' ? item.id : null,
      vehicleId: damaged.kind === 'vehicle' ? item.id : null,
      siteId,
      reportedByUserId: auth.user.id,
      description: input.description,
    })
    .returning({ id: damageReports.id });
  const id = report!.id;
  if (input.photos.length > 0) {
    await tx.insert(damagePhotos).values(
      input.photos.map((photo) => ({
        organizationId: item.organizationId,
        damageReportId: id,
        ...photo,
      })),
    );
  }

  const note: LogNote = {
    code: 'damage_reported',
    values: { reportId: id, photos: input.photos.length },
  };
  const record = {
    note,
    notes: input.description,
    activity: {
      action: 'damage_reported',
      details: input.description,
      metadata: { reportId: id, photos: input.photos.length },
    },
  } satisfies Omit<MoveRecord<unknown>, 'log'>;
  if (damaged.kind === 'tool')
    await recordMove(tx, auth, toolKind, damaged.item, 'damage_reported', {
      ...record,
      log: { siteId },
    });
  else
    await recordMove(tx, auth, vehicleKind, damaged.item, 'damage_reported', {
      ...record,
      log: {},
    });

  const itemTitle = damagedItemTitle(damaged);
  const reporter = fullName(auth.user);
  await createNotices(tx, await adminsToTell(tx, item.organizationId, auth.user.id), {
    organizationId: item.organizationId,
    kind: 'damage_reported',
    entityType: damaged.kind,
    entityId: item.id,
    values: { item: itemTitle, reporter, reportId: id },
  });
  const filed: FiledDamage = {
    id,
    organizationId: item.organizationId,
    kind: damaged.kind,
    itemId: item.id,
    itemTitle,
    reporter,
    description: input.description,
    photos: input.photos.length,
  };
  await queueDamageMail(tx, auth, filed, mail);
  return filed;
};
