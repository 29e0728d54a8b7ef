import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/use-date-format';
import { reportAuthor } from '@/lib/report-author';
import type { Report } from './api';

/**
 * A report's facts and its full text, for the view dialog and the report page. The text is shown
 * as text with its line breaks (React escapes it): never as HTML.
 */
export const ReportDetails = ({ report }: { report: Report }) => {
  const { t } = useTranslation();
  const { date, dateTime } = useDateFormat();
  const rows: Array<[string, string]> = [
    [t('reports.author'), reportAuthor(report) ?? t('reports.unknownAuthor')],
    [
      t('reports.site'),
      t('reports.siteWithBranch', { site: report.site.name, branch: report.site.branch.name }),
    ],
    [t('reports.reportDate'), date(report.reportDate) ?? report.reportDate],
    [t('reports.createdAt'), dateTime(report.createdAt) ?? report.createdAt],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-1.5">
        <h3 className="text-sm font-medium text-muted-foreground">{t('reports.content')}</h3>
        <p className="whitespace-pre-wrap break-words rounded-md border border-border bg-muted/40 p-3 text-sm leading-relaxed">
          {report.content}
        </p>
      </div>
    </div>
  );
};
