import type { i18n as I18n, ParseKeys, TFunction } from 'i18next';
import { fullName, wordValues } from '@toolyard/shared';
import type { Refusal } from './session-list';

/**
 * Why an item was refused, in the reader's language. The server answers the same i18n key and
 * values as its error messages, worded the same way. An item refused because someone holds it
 * says who ("held by Wanda Worker"): that is what the person at the shelf can act on. A key this
 * version does not know reads as a generic refusal.
 */
export const refusalText = (t: TFunction, i18n: Pick<I18n, 'exists'>, refusal: Refusal) => {
  if (refusal.holder) return t('scanSession.heldBy', { holder: fullName(refusal.holder) });
  if (!i18n.exists(refusal.code)) return t('errors.generic');
  const values = wordValues(refusal.values ?? {}, (value) =>
    i18n.exists(value) ? t(value as ParseKeys) : value,
  );
  return String(t(refusal.code as ParseKeys, values));
};
