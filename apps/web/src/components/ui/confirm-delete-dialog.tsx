import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';

type ConfirmDeleteDialogProps = {
  open: boolean;
  title: string;
  description: string;
  /** The delete request is running: both buttons wait, the dialog stays. */
  pending: boolean;
  /** The confirm button's text while pending, e.g. "Deleting…". */
  pendingLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes once the row (and the button that opened this) is gone. */
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/** Spec 5: deletes ask first. Focus starts on Cancel, the safe choice. */
export const ConfirmDeleteDialog = ({
  open,
  title,
  description,
  pending,
  pendingLabel,
  onConfirm,
  onClose,
  returnFocusFallback,
}: ConfirmDeleteDialogProps) => {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      {open && (
        <AlertDialogContent returnFocusFallback={returnFocusFallback}>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={pending}>
                {t('common.cancel')}
              </Button>
            </AlertDialogCancel>
            <Button variant="destructive" disabled={pending} onClick={onConfirm}>
              {pending ? pendingLabel : t('common.delete')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
};
