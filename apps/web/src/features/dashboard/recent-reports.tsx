import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, Eye } from 'lucide-react';
import { canOpenRoute } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { recentReportsQuery, useReportDownload } from '@/features/reports';
import { reportAuthor } from '@/lib/report-author';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDateValue } from '@/lib/date-format';
import { WidgetCard, WidgetEmpty } from './widget-card';

/** Recent reports: report (title and site), worker, date, view and download. */
export const RecentReports = ({ id, className }: { id: string; className?: string }) => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const query = useQuery(recentReportsQuery());
  const { download, downloadingId } = useReportDownload();
  // A superadmin has no reports screen, so no link to it; single reports open for all.
  const link =
    user && canOpenRoute('/reports', user.role)
      ? { to: '/reports', label: t('dashboard.reports.viewAll') }
      : undefined;

  return (
    <WidgetCard id={id} title={t('dashboard.reports.title')} link={link} className={className}>
      <QueryStates
        query={query}
        loadFailedTitle={t('dashboard.reports.loadFailed')}
        look="inline"
        empty={<WidgetEmpty>{t('dashboard.reports.empty')}</WidgetEmpty>}
      >
        {(reports) => (
          <Table scrollLabel={t('dashboard.reports.title')}>
            <TableCaption>{t('dashboard.reports.title')}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead className="pl-0">{t('dashboard.reports.report')}</TableHead>
                <TableHead>{t('dashboard.reports.worker')}</TableHead>
                <TableHead>{t('dashboard.reports.date')}</TableHead>
                <TableHead className="pr-0 text-right">{t('common.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {reports.map((report) => (
                <TableRow key={report.id}>
                  <TableCell className="min-w-40 pl-0">
                    <span className="block break-words font-medium">{report.title}</span>
                    <span className="block break-words text-xs text-muted-foreground">
                      {report.site.name}
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {reportAuthor(report) ?? t('reports.unknownAuthor')}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatDateValue(report.reportDate, i18n.language) ?? report.reportDate}
                  </TableCell>
                  <TableCell className="pr-0">
                    <div className="flex justify-end gap-1">
                      <Button asChild variant="ghost" size="icon">
                        <Link
                          to={`/reports/${report.id}`}
                          aria-label={t('reports.viewLabel', { title: report.title })}
                        >
                          <Eye aria-hidden="true" />
                        </Link>
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        disabled={downloadingId === report.id}
                        onClick={() => download(report)}
                        aria-label={t('reports.downloadLabel', { title: report.title })}
                      >
                        <Download aria-hidden="true" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryStates>
    </WidgetCard>
  );
};
