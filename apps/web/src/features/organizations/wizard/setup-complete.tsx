import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';

type SetupCompleteProps = {
  /** Already translated, naming the organization. */
  description: string;
  onContinue: () => void;
};

/** The wizard's last state: the organization exists; Continue moves on. */
export const SetupComplete = ({ description, onContinue }: SetupCompleteProps) => {
  const { t } = useTranslation();
  const continueRef = useRef<HTMLButtonElement>(null);

  // The form that had focus is gone; the one thing left to do gets it.
  useEffect(() => continueRef.current?.focus(), []);

  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <CircleCheck className="size-12 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
      <div role="status" className="grid gap-1">
        <p className="text-lg font-semibold">{t('organizations.wizard.completeTitle')}</p>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <Button ref={continueRef} onClick={onContinue}>
        {t('organizations.wizard.continue')}
      </Button>
    </div>
  );
};
