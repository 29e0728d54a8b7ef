import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

/** What a list screen hands its add/edit dialog, besides the record. */
export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

type RecordFormDialogProps = FormDialogProps & {
  title: string;
  description: string;
  /** The dialog's width, e.g. "max-w-xl". */
  className?: string;
  onEscapeKeyDown?: ComponentProps<typeof DialogContent>['onEscapeKeyDown'];
  /** The form, keyed by the record so each opening starts from that record's values. */
  children: ReactNode;
};

/** The add/edit dialog of a record list: title, description, and the form. */
export const RecordFormDialog = ({
  open,
  onOpenChange,
  title,
  description,
  className,
  returnFocusFallback,
  onEscapeKeyDown,
  children,
}: RecordFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className={className}
        returnFocusFallback={returnFocusFallback}
        onEscapeKeyDown={onEscapeKeyDown}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
};
