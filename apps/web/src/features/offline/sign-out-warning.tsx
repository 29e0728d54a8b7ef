import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
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
    <AlertDialog open={asking} onOpenChange={setAsking}>
      {asking && (
        <AlertDialogContent>
          <AlertDialogTitle>{t('offline.signOutTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('offline.signOutWarning', { count: unsent })}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </AlertDialogCancel>
            <Button
              variant="destructive"
              onClick={() => {
                setAsking(false);
                void leave();
              }}
            >
              {t('offline.signOutAnyway')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );

  return { request, dialog };
};
