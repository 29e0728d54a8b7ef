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

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: string;
  /** The destructive choice's text ("Delete", "Discard", "Sign out anyway"). */
  confirmLabel: string;
  /** The safe choice's text; Cancel when left out. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside: the safe choice. */
  onClose: () => void;
  /** The confirmed request is running: both buttons wait, the dialog stays. */
  pending?: boolean;
  /** Where focus goes when the element that opened the dialog is gone. */
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/**
 * A question before something that cannot be undone. Focus starts on the safe choice (the first
 * button); the destructive one is red and says what it does.
 */
export const ConfirmDialog = ({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  pending = false,
  returnFocusFallback,
}: ConfirmDialogProps) => {
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
                {cancelLabel ?? t('common.cancel')}
              </Button>
            </AlertDialogCancel>
            <Button variant="destructive" disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
};
