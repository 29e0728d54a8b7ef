import type { TFunction } from 'i18next';
import { duePhrases, type Due, type DuePhrase } from '@toolyard/shared';
import { formatDateValue } from '@/lib/date-format';
import { formatNumber } from '@/lib/number-format';

// The phrases are shared with the server's daily digest e-mail.
export { duePhrases, type DuePhrase };

type Wording = { t: TFunction; language: string | undefined };

const valuesOf = (phrase: DuePhrase, language: string | undefined) => ({
  date: formatDateValue(phrase.date, language) ?? '',
  km: phrase.km === undefined ? '' : formatNumber(phrase.km, language),
});

/** The page's sentence of a phrase: a day by forecast says so. */
const lineKey = ({ form, forecast }: DuePhrase) =>
  forecast && (form === 'overdueSince' || form === 'dueOn') ? (`${form}Forecast` as const) : form;

/** A phrase as a sentence of the item's page: "Technical checkup overdue since Nov 22, 2026". */
export const dueLine = (phrase: DuePhrase, { t, language }: Wording) =>
  t(`due.line.${lineKey(phrase)}`, {
    what: t(`due.kind.${phrase.kind}`),
    ...valuesOf(phrase, language),
  });

/** Every reason of an item as its page's sentences, worst first; none when all is well. */
export const dueLines = (due: Due, wording: Wording, nextServiceDate: string | null = null) =>
  due.reasons.flatMap((reason) =>
    duePhrases(reason, nextServiceDate).map((phrase) => ({
      state: reason.state,
      text: dueLine(phrase, wording),
    })),
  );

/**
 * What a badge says to a screen reader (and in its tooltip): "Overdue: technical checkup since
 * Nov 22, 2026; registration due Nov 29, 2026". Null when nothing is due.
 */
export const dueSummary = (
  due: Due,
  { t, language }: Wording,
  nextServiceDate: string | null = null,
) => {
  if (due.state === 'ok') return null;
  const reasons = due.reasons
    .flatMap((reason) => duePhrases(reason, nextServiceDate))
    .map((phrase) =>
      t(`due.short.${phrase.form}`, {
        what: t(`due.kindInline.${phrase.kind}`),
        ...valuesOf(phrase, language),
      }),
    );
  return t('due.summary', { state: t(`due.state.${due.state}`), reasons: reasons.join('; ') });
};
