import { reachOf } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden, invalidField } from '../../lib/domain-errors.js';
import { encodeDamagePhoto, type EncodedPhoto } from './damage-photo.js';
import { findDamagedItem } from './damaged-item.js';
import type { DamageMailContext } from './damage-mail.js';
import { fileDamage } from './file-damage.js';
import type { DamageForm } from './read-damage-form.js';

/**
 * The item a report is about, if the caller may report on it: an admin on any of their
 * organization's items, a worker only on one handed to them (assigned, pending or in use).
 */
export const damageableItem = async (
  tx: Executor,
  auth: AuthContext,
  kind: DamageForm['fields']['kind'],
  itemId: number,
) => {
  const damaged = await findDamagedItem(tx, auth, kind, itemId);
  if (!damaged) throw invalidField('itemId', 'validation.referenceInvalid');
  const own = reachOf(auth.user.role, 'damage.report') === 'own';
  if (own && damaged.item.assignedUserId !== auth.user.id)
    throw forbidden('errors.damageNotYourItem');
  return damaged;
};

/**
 * POST /api/damage-reports. The item is checked before any photo is decoded, and every photo is
 * decoded and re-encoded before anything is written: one bad file refuses the whole report.
 */
export const reportDamage = async (
  db: Database,
  auth: AuthContext,
  form: DamageForm,
  mail: DamageMailContext,
) => {
  const { kind, itemId, description } = form.fields;
  await damageableItem(db, auth, kind, itemId);
  // One after the other: each decode already uses the cores libvips has, and the API's event
  // loop needs one of them too.
  const photos: EncodedPhoto[] = [];
  for (const bytes of form.photos) photos.push(await encodeDamagePhoto(bytes));
  return db.transaction(async (tx) => {
    // Read again in the transaction: it may have been handed back meanwhile.
    const damaged = await damageableItem(tx, auth, kind, itemId);
    return fileDamage(tx, auth, damaged, { description, photos }, mail);
  });
};
