import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { discardOfflineActions } from './offline-actions';
import { useActionQueue } from './use-action-queue';

/**
 * Signing out deletes what this user kept on the device (decision 0034), so with writes not yet
 * sent — waiting, or a report given up on whose text is kept — it asks first; Cancel, the safe
 * choice, has the focus. Answers the sign-out to call and the dialog to render.
 */
export const useSignOutWarning = (signOut: () => Promise<void>) => {
  const { t } = useTranslation();
  const { actions, notSent } = useActionQueue();
  const [asking, setAsking] = useState(false);
  const unsent = actions.length + notSent.filter((record) => record.kind === 'createReport').length;

  const leave = async () => {
    await discardOfflineActions();
    await signOut();
  };
  const request = () => {
    if (unsent === 0) void leave();
    else setAsking(true);
  };

  const dialog = (
    <ConfirmDialog
      open={asking}
      title={t('offline.signOutTitle')}
      description={t('offline.signOutWarning', { count: unsent })}
      confirmLabel={t('offline.signOutAnyway')}
      onConfirm={() => {
        setAsking(false);
        void leave();
      }}
      onClose={() => setAsking(false)}
    />
  );

  return { request, dialog };
};
