import { useTranslation } from 'react-i18next';
import type { Due } from '@toolyard/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { dueSummary } from './due-wording';

const TONES: Record<Exclude<Due['state'], 'ok'>, BadgeProps['tone']> = {
  overdue: 'red',
  due_soon: 'amber',
};

type DueBadgeProps = {
  due: Due;
  /** A vehicle's set service date: a service day other than it is a forecast. */
  nextServiceDate?: string | null;
};

/**
 * "Overdue" or "Due soon" on a list row, a card or an item's title; nothing when all
 * is well. The word shows; a screen reader hears the whole of it instead (the tooltip shows it
 * too): "Overdue: technical checkup since …", not a bare word.
 */
export const DueBadge = ({ due, nextServiceDate = null }: DueBadgeProps) => {
  const { t, i18n } = useTranslation();
  if (due.state === 'ok') return null;
  const summary = dueSummary(due, { t, language: i18n.resolvedLanguage }, nextServiceDate);
  return (
    <Badge tone={TONES[due.state]} title={summary ?? undefined}>
      <span aria-hidden="true">{t(`due.state.${due.state}`)}</span>
      <span className="sr-only">{summary}</span>
    </Badge>
  );
};
