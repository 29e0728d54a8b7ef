import { useTranslation } from 'react-i18next';
import { fullName, type ListedUser } from '@toolyard/shared';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDeleteUser } from './api';
import { showUserFailure } from './user-failure';

type DeleteUserDialogProps = {
  /** The account to delete; null keeps the dialog closed. */
  user: ListedUser | null;
  onClose: () => void;
  successKey: 'users.deleted' | 'workers.deleted';
  /** Where focus goes once the row (and its delete button) is gone. */
  returnFocusFallback: () => HTMLElement | null | undefined;
};

/** Deletes a user after confirmation (spec 5: deletes ask first). */
export const DeleteUserDialog = ({
  user,
  onClose,
  successKey,
  returnFocusFallback,
}: DeleteUserDialogProps) => {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const name = user ? fullName(user) || user.username : '';

  const confirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({ title: t(successKey) });
        onClose();
      },
      onError: (error) => showUserFailure(t, 'users.deleteFailed', error),
    });
  };

  return (
    <AlertDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      {user && (
        <AlertDialogContent returnFocusFallback={returnFocusFallback}>
          <AlertDialogTitle>{t('users.deleteTitle', { name })}</AlertDialogTitle>
          <AlertDialogDescription>{t('users.deleteDescription', { name })}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                {t('common.cancel')}
              </Button>
            </AlertDialogCancel>
            <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
              {remove.isPending ? t('users.deleting') : t('common.delete')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
};
