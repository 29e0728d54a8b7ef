import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

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

/** Deletes ask first. Focus starts on Cancel, the safe choice. */
export const ConfirmDeleteDialog = ({ pendingLabel, ...props }: ConfirmDeleteDialogProps) => {
  const { t } = useTranslation();
  return (
    <ConfirmDialog {...props} confirmLabel={props.pending ? pendingLabel : t('common.delete')} />
  );
};
