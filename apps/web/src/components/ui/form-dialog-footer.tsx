import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { DialogFooter } from './dialog';

type FormDialogFooterProps = {
  /** The save is running: both buttons wait. */
  pending: boolean;
  onCancel: () => void;
  /** "Create …" or "Save changes". */
  submitLabel: string;
  /** "Saving…" */
  pendingLabel: string;
};

/** Cancel and submit at the foot of a form dialog. */
export const FormDialogFooter = ({
  pending,
  onCancel,
  submitLabel,
  pendingLabel,
}: FormDialogFooterProps) => {
  const { t } = useTranslation();
  return (
    <DialogFooter>
      <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
};
