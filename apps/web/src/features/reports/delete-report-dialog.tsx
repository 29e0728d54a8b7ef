import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { useDeleteReport, type Report } from './api';

type DeleteReportDialogProps = {
  /** The report to delete; null keeps the dialog closed. */
  report: Report | null;
  onClose: () => void;
  onDeleted?: () => void;
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/** A delete asks first. */
export const DeleteReportDialog = ({
  report,
  onClose,
  onDeleted,
  returnFocusFallback,
}: DeleteReportDialogProps) => {
  const { t } = useTranslation();
  const remove = useDeleteReport();
  const title = report?.title ?? '';

  const confirm = () => {
    if (!report) return;
    remove.mutate(report.id, {
      onSuccess: () => {
        toastSuccess(t, 'reports.deleted');
        onClose();
        onDeleted?.();
      },
      onError: (error) => toastFailure(t, 'reports.deleteFailed', error),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={report !== null}
      title={t('reports.deleteTitle', { title })}
      description={t('reports.deleteDescription', { title })}
      pending={remove.isPending}
      pendingLabel={t('reports.deleting')}
      onConfirm={confirm}
      onClose={onClose}
      returnFocusFallback={returnFocusFallback}
    />
  );
};
