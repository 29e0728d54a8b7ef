import type { TFunction } from 'i18next';
import type { Due, DueKind, DueReason } from '@toolyard/shared';
import { formatDateValue } from '@/lib/date-format';
import { formatNumber } from '@/lib/number-format';

/** How one fact of a reason is worded: by a date, by kilometres, or (never sent) by neither. */
type DueForm =
  'overdueSince' | 'dueOn' | 'overdueByKm' | 'dueNowKm' | 'dueInKm' | 'overdue' | 'dueSoon';

/** One thing a reason says, before it is put into words. */
export type DuePhrase = {
  kind: DueKind;
  form: DueForm;
  date?: string;
  /** Kilometres to go or, when overdue, past it (never negative). */
  km?: number;
  /** The date is the day the average daily distance reaches the service, not a set date. */
  forecast?: boolean;
};

/**
 * What one reason says. A reason only carries its state, its day and the kilometres left, so
 * each phrase says just what those prove: an overdue service by odometer is worded by its
 * kilometres (a set date may still lie ahead); a due-soon service may be near by date and by
 * kilometres at once, and then says both. A service's day that is not its set date
 * (`nextServiceDate`) is the server's forecast from the kilometres.
 */
export const duePhrases = (
  reason: DueReason,
  nextServiceDate: string | null = null,
): DuePhrase[] => {
  const { kind, state, date, kmLeft } = reason;
  const forecast =
    kind === 'service' && kmLeft !== null && date !== null && date !== nextServiceDate;
  const onDate = (form: DueForm): DuePhrase[] =>
    date === null ? [] : [{ kind, form, date, forecast }];
  const orElse = (phrases: DuePhrase[], form: DueForm) =>
    phrases.length > 0 ? phrases : [{ kind, form }];
  if (state === 'overdue') {
    if (kmLeft !== null && kmLeft < 0) return [{ kind, form: 'overdueByKm', km: -kmLeft }];
    if (kmLeft === 0) return [{ kind, form: 'dueNowKm' }];
    return orElse(onDate('overdueSince'), 'overdue');
  }
  const byKm: DuePhrase[] =
    kmLeft !== null && kmLeft > 0 ? [{ kind, form: 'dueInKm', km: kmLeft }] : [];
  return orElse([...onDate('dueOn'), ...byKm], 'dueSoon');
};

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
