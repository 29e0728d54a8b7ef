import { useTranslation } from 'react-i18next';
import { Download, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { Report } from './api';
import { ReportDetails } from './report-details';

type ReportViewDialogProps = {
  /** The report to show; null keeps the dialog closed. */
  report: Report | null;
  onClose: () => void;
  /** Absent: the viewer may not change this report, and no edit button shows. */
  onEdit?: (report: Report) => void;
  onDownload: (report: Report) => void;
  downloading: boolean;
};

/** Reports: the whole report, with edit and download. */
export const ReportViewDialog = ({
  report,
  onClose,
  onEdit,
  onDownload,
  downloading,
}: ReportViewDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={report !== null} onOpenChange={(open) => !open && onClose()}>
      {report && (
        <DialogContent
          closeLabel={t('common.close')}
          className="max-w-2xl"
          // No description: the details below say it all, and are read in order.
          aria-describedby={undefined}
        >
          <DialogHeader>
            <DialogTitle className="break-words">{report.title}</DialogTitle>
          </DialogHeader>
          <ReportDetails report={report} />
          <DialogFooter>
            {onEdit && (
              <Button variant="outline" onClick={() => onEdit(report)}>
                <Pencil aria-hidden="true" />
                {t('reports.edit')}
              </Button>
            )}
            <Button disabled={downloading} onClick={() => onDownload(report)}>
              <Download aria-hidden="true" />
              {downloading ? t('reports.downloading') : t('reports.download')}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
};
