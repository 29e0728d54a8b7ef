import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Download, FileQuestion, Pencil } from 'lucide-react';
import { canOpenRoute } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { QueryStates } from '@/components/ui/query-states';
import { StateCard } from '@/components/ui/state-card';
import { ApiError } from '@/lib/api-client';
import { useRouteId } from '@/lib/route-id';
import { reportQuery } from './api';
import { canChangeReport } from './permissions';
import { ReportDetails } from './report-details';
import { ReportFormDialog } from './report-form-dialog';
import { useReportDownload } from './use-report-download';

/** /reports/{id}: one report on its own page, e.g. from the dashboard's recent list. */
export const ReportPage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = useRouteId();
  const query = useQuery({ ...reportQuery(id ?? 0), enabled: id !== null });
  const { download, downloadingId } = useReportDownload();
  const [editing, setEditing] = useState(false);

  // A superadmin has no reports screen: back leads to the dashboard they came from.
  const back =
    user && canOpenRoute('/reports', user.role)
      ? { to: '/reports', label: t('reports.backToReports') }
      : { to: '/organization-dashboard', label: t('reports.backToDashboard') };
  const backLink = (
    <Button asChild variant="link" className="justify-self-start px-0">
      <Link to={back.to}>
        <ArrowLeft aria-hidden="true" />
        {back.label}
      </Link>
    </Button>
  );

  // Without a report to show, the page keeps its generic heading and the way back.
  const frame = (state: ReactNode) => (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
      {backLink}
      <h1 className="text-2xl font-bold tracking-tight">{t('pages.report')}</h1>
      {state}
    </div>
  );

  const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound) return frame(<StateCard icon={FileQuestion} title={t('reports.notFound')} />);

  return (
    <QueryStates query={query} loadFailedTitle={t('reports.loadOneFailed')} failureFrame={frame}>
      {(report) => (
        <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
          {backLink}
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight">
              {report.title}
            </h1>
            <div className="flex flex-wrap gap-2">
              {canChangeReport(user, report) && (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" />
                  {t('reports.edit')}
                </Button>
              )}
              <Button disabled={downloadingId === report.id} onClick={() => download(report)}>
                <Download aria-hidden="true" />
                {downloadingId === report.id ? t('reports.downloading') : t('reports.download')}
              </Button>
            </div>
          </div>
          <Card>
            <CardContent className="pt-6">
              <ReportDetails report={report} />
            </CardContent>
          </Card>
          <ReportFormDialog open={editing} onOpenChange={setEditing} report={report} />
        </div>
      )}
    </QueryStates>
  );
};
