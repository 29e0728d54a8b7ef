import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatabaseBackup } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RefusalNotice } from '@/components/ui/refusal-notice';
import { errorDetails } from '@/lib/api-error';
import { toastSuccess } from '@/lib/mutation-feedback';
import { useBackUpNow } from './api';

/**
 * "Back up now": a backup queued for the primary process to take (decision 0065). A refusal
 * stays beside the button in the server's words (a toast would fade before it is read).
 */
export const BackUpNow = ({ onQueued }: { onQueued: () => void }) => {
  const { t } = useTranslation();
  const backUp = useBackUpNow();
  const [refusal, setRefusal] = useState<string | null>(null);

  const press = () => {
    setRefusal(null);
    backUp.mutate(undefined, {
      onSuccess: () => {
        toastSuccess(t, 'backups.queued');
        onQueued();
      },
      onError: (error) => setRefusal(errorDetails(error).message ?? t('backups.queueFailed')),
    });
  };

  return (
    <div className="grid justify-items-start gap-3">
      <Button type="button" disabled={backUp.isPending} onClick={press}>
        <DatabaseBackup aria-hidden="true" />
        {backUp.isPending ? t('backups.queuing') : t('backups.backUpNow')}
      </Button>
      <RefusalNotice message={refusal} />
    </div>
  );
};
