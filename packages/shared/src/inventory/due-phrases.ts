import type { DueKind, DueReason } from './due-states.js';

/** How one fact of a reason is worded: by a date, by kilometres, or (never sent) by neither. */
export type DueForm =
  'overdueSince' | 'dueOn' | 'overdueByKm' | 'dueNowKm' | 'dueInKm' | 'overdue' | 'dueSoon';

/** One thing a reason says, before it is put into words (`due.line.*`, `due.short.*`). */
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
 * (`nextServiceDate`) is the server's forecast from the kilometres. The screens and the daily
 * digest e-mail word reasons this one way.
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
