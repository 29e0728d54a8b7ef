import { useTranslation } from 'react-i18next';
import { CalendarClock, TriangleAlert } from 'lucide-react';
import type { Due } from '@toolyard/shared';
import { ItemSection } from '@/components/ui/item-page';
import { dueLines } from './due-wording';

type DueSectionProps = {
  due: Due;
  /** The admin's reason this hand-over goes against a hand-out rule. */
  handOutOverride?: string | null;
  /** A vehicle's set service date: a service day other than it is a forecast. */
  nextServiceDate?: string | null;
};

/**
 * An item page's "Due" card: each reason in a sentence, worst first. Nothing at all
 * while nothing is due. The sentence says overdue or due soon; the icon only repeats it.
 */
export const DueSection = ({
  due,
  handOutOverride = null,
  nextServiceDate = null,
}: DueSectionProps) => {
  const { t, i18n } = useTranslation();
  if (due.state === 'ok' && !handOutOverride) return null;
  const lines = dueLines(due, { t, language: i18n.resolvedLanguage }, nextServiceDate);
  return (
    <ItemSection id="due" title={t('due.title')}>
      <ul className="grid gap-2">
        {lines.map((line, index) => (
          <li key={index} className="flex items-start gap-2">
            {line.state === 'overdue' ? (
              <TriangleAlert
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400"
              />
            ) : (
              <CalendarClock
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400"
              />
            )}
            <span className="min-w-0 break-words">{line.text}</span>
          </li>
        ))}
      </ul>
      {handOutOverride && (
        <p className="mt-3 break-words text-sm">
          {t('handOut.covered', { reason: handOutOverride })}
        </p>
      )}
    </ItemSection>
  );
};
