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
    <AlertDialog open={open} onOpenChange={(next) => !next && onKeep()}>
      {open && (
        <AlertDialogContent>
          <AlertDialogTitle>{t('settings.unsaved.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('settings.unsaved.description')}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="outline">{t('settings.unsaved.keep')}</Button>
            </AlertDialogCancel>
            <Button variant="destructive" onClick={onDiscard}>
              {t('settings.unsaved.discard')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
};
