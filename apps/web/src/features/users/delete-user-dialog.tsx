import { useTranslation } from 'react-i18next';
import { fullName, type ListedUser } from '@toolyard/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { toast } from '@/lib/use-toast';
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

/** Deletes a user after confirmation (deletes ask first). */
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
    <ConfirmDeleteDialog
      open={user !== null}
      title={t('users.deleteTitle', { name })}
      description={t('users.deleteDescription', { name })}
      pending={remove.isPending}
      pendingLabel={t('users.deleting')}
      onConfirm={confirm}
      onClose={onClose}
      returnFocusFallback={returnFocusFallback}
    />
  );
};
