import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { refusalText } from './refusal-text';
import type { ActionResults } from './use-scan-session';

type ResultsSummaryProps = {
  results: ActionResults | null;
  onClose: () => void;
};

/**
 * What the last action on the list answered — "3 done, 1 refused" and each refused item with
 * why ("Hilti TE 30: held by Wanda Worker") — kept on screen until the user closes it: scanning
 * goes on meanwhile, and a line that the next read replaces is gone before anyone in gloves has
 * read it. A polite live region, always there, so a new summary is said once.
 */
export const ResultsSummary = ({ results, onClose }: ResultsSummaryProps) => {
  const { t, i18n } = useTranslation();
  const refused = results?.counts.refused ?? 0;
  const Icon = refused > 0 ? CircleAlert : CircleCheck;
  return (
    <div role="status" aria-live="polite">
      {results && (
        <section
          key={results.id}
          aria-label={t('scanSession.results.heading')}
          data-tone={refused > 0 ? 'error' : 'success'}
          className={cn(
            'flex items-start gap-3 rounded-lg px-3 py-2',
            refused > 0
              ? 'border-2 border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50'
              : 'border border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-50',
          )}
        >
          <Icon aria-hidden="true" className="mt-1 size-6 shrink-0" />
          <div className="grid min-w-0 flex-1 gap-1">
            <p className="text-base font-semibold">
              {refused > 0
                ? t('scanSession.results.someRefused', { done: results.counts.done, refused })
                : t('scanSession.results.allDone', { count: results.counts.done })}
            </p>
            {results.refused.length > 0 && (
              <ul className="grid gap-1">
                {results.refused.map((item) => (
                  <li key={item.key} className="break-words text-base">
                    {t('scanSession.results.refusedItem', {
                      name: item.name,
                      reason: refusalText(t, i18n, item.refusal),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Button
            type="button"
            variant="outline"
            className="h-12 shrink-0 px-4 text-base"
            onClick={onClose}
          >
            {t('common.close')}
          </Button>
        </section>
      )}
    </div>
  );
};
