import { useTranslation } from 'react-i18next';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Scanner } from './scanner';
import { useOpenItem, type OpenOutcome } from './use-open-item';

type Problem = Exclude<OpenOutcome, { kind: 'idle' } | { kind: 'looking' }>;

/** The headline and the line under it of a read that went nowhere. */
const useProblemText = () => {
  const { t } = useTranslation();
  return (problem: Problem): { title: string; detail: string } => {
    switch (problem.kind) {
      case 'notFound':
        return {
          title: t('scan.open.notFound', { code: problem.code }),
          detail: t('scan.open.notFoundHint'),
        };
      case 'notToolyard':
        return {
          title: t('scan.open.notToolyard'),
          detail: t('scan.open.notToolyardHint', { text: problem.text }),
        };
      case 'notYours':
        return {
          title: t('scan.open.notYours', { code: problem.code }),
          detail: t('scan.open.notYoursHint'),
        };
      case 'offline':
        return {
          title: t('scan.open.failed', { code: problem.code }),
          detail: t('scan.open.offline'),
        };
      case 'failed':
        return {
          title: t('scan.open.failed', { code: problem.code }),
          detail: problem.message ?? t('errors.failedToLoad'),
        };
    }
  };
};

/**
 * The scan screen's first mode: a read opens the item (an admin: its page; a worker: their card
 * on My Stuff). A label that opens nothing says so in a loud box that stays until the next read.
 */
export const OpenItemMode = () => {
  const { t } = useTranslation();
  const { outcome, readCount, onRead } = useOpenItem();
  const problemText = useProblemText();

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('scan.open.intro')}</p>
      {/* Both kept in place, empty until needed: a screen reader hears what appears in them. */}
      <div>
        <div role="alert">
          {outcome.kind !== 'idle' && outcome.kind !== 'looking' && (
            <ProblemBox key={readCount} {...problemText(outcome)} />
          )}
        </div>
        <div role="status">
          {outcome.kind === 'looking' && (
            <p className="flex items-center gap-2 text-base font-medium">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              {t('scan.open.looking', { code: outcome.code })}
            </p>
          )}
        </div>
      </div>
      <Scanner onRead={onRead} />
    </div>
  );
};

const ProblemBox = ({ title, detail }: { title: string; detail: string }) => (
  <div
    data-testid="scan-problem"
    className="flex gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50"
  >
    <CircleAlert aria-hidden="true" className="mt-0.5 size-7 shrink-0" />
    <div className="grid min-w-0 gap-1">
      <p className="text-lg font-bold leading-snug">{title}</p>
      <p className="break-words text-base">{detail}</p>
    </div>
  </div>
);
