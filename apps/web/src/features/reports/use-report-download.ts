import { useTranslation } from 'react-i18next';
import { toastFailure } from '@/lib/mutation-feedback';
import { useDownloadReport, type Report } from './api';

/** Downloads a report's PDF; a failure shows the server's message. */
export const useReportDownload = () => {
  const { t } = useTranslation();
  const download = useDownloadReport();
  return {
    download: (report: Pick<Report, 'id'>) =>
      download.mutate(report, {
        onError: (error) => toastFailure(t, 'reports.downloadFailed', error),
      }),
    /** The report whose PDF is on its way, if any. */
    downloadingId: download.isPending ? download.variables.id : null,
  };
};
