import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type DiscardChangesDialogProps = {
  open: boolean;
  /** Stay on the tab, with everything typed still there. */
  onKeep: () => void;
  /** Leave the tab: what was typed is gone. */
  onDiscard: () => void;
};

/** Asked before a Settings tab with unsaved changes is left. Focus starts on Keep, the safe choice. */
export const DiscardChangesDialog = ({ open, onKeep, onDiscard }: DiscardChangesDialogProps) => {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('settings.unsaved.title')}
      description={t('settings.unsaved.description')}
      cancelLabel={t('settings.unsaved.keep')}
      confirmLabel={t('settings.unsaved.discard')}
      onConfirm={onDiscard}
      onClose={onKeep}
    />
  );
};
