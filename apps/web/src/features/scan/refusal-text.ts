import type { i18n as I18n, ParseKeys, TFunction } from 'i18next';
import { wordValues } from '@toolyard/shared';
import type { Refusal } from './session-list';

/**
 * Why an item was refused, in the reader's language. The server answers the same i18n key and
 * values as its error messages, worded the same way. A key this version does not know reads as
 * a generic refusal.
 */
export const refusalText = (t: TFunction, i18n: Pick<I18n, 'exists'>, refusal: Refusal) => {
  if (!i18n.exists(refusal.code)) return t('errors.generic');
  const values = wordValues(refusal.values ?? {}, (value) =>
    i18n.exists(value) ? t(value as ParseKeys) : value,
  );
  return String(t(refusal.code as ParseKeys, values));
};
