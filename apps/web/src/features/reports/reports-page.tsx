import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText, Plus, SearchX } from 'lucide-react';
import { usePageTitle } from '@/app/page-title';
import { useSession } from '@/app/session-context';
import { Button } from '@/components/ui/button';
import { ListLoadError } from '@/components/ui/list-load-error';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';
import { filterBySearch } from '@/lib/text-search';
import { reportAuthor, reportsQuery, type Report } from './api';
import { DeleteReportDialog } from './delete-report-dialog';
import { canChangeReport } from './permissions';
import { ReportFormDialog } from './report-form-dialog';
import { ReportViewDialog } from './report-view-dialog';
import { ReportsTable } from './reports-table';
import { useReportDownload } from './use-report-download';

/** Spec 2: the search covers exactly these fields. */
const searchedFields = (report: Report) => [
  report.title,
  report.content,
  reportAuthor(report),
  report.site.name,
];

/**
 * /reports (spec 2): the organization's daily reports; everyone here may write one.
 * /reports/new lands here with ?new=1, which opens the add dialog.
 */
export const ReportsPage = () => {
  const { t } = useTranslation();
  const title = usePageTitle();
  const searchId = useId();
  const { user } = useSession();
  const query = useQuery(reportsQuery());
  const { download, downloadingId } = useReportDownload();
  const [search, setSearch] = useState('');
  const [searchParams, setSearchParams] = useSearchParams();
  // The dashboard's "create report" opens the dialog straight away (spec 2, /reports/new).
  const [formOpen, setFormOpen] = useState(() => searchParams.get('new') === '1');
  const [editing, setEditing] = useState<Report | null>(null);
  const [viewing, setViewing] = useState<Report | null>(null);
  const [deleting, setDeleting] = useState<Report | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  // ?new=1 has done its job once the dialog is open; a reload should not open it again.
  useEffect(() => {
    if (!searchParams.has('new')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('new');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  const canChange = (report: Report) => canChangeReport(user, report);
  const openForm = (report: Report | null) => {
    setEditing(report);
    setFormOpen(true);
  };

  const content = () => {
    if (query.isPending) return <Spinner />;
    if (query.isError) {
      return (
        <ListLoadError
          title={t('reports.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.length === 0) {
      return (
        <StateCard
          icon={FileText}
          title={t('reports.empty')}
          description={t('reports.emptyHint')}
        />
      );
    }
    const shown = filterBySearch(query.data, search, searchedFields);
    return (
      <>
        <SearchField
          id={searchId}
          label={t('reports.searchLabel')}
          value={search}
          onChange={setSearch}
        />
        {shown.length === 0 ? (
          <StateCard icon={SearchX} title={t('reports.noMatches')} role="status" />
        ) : (
          <ReportsTable
            reports={shown}
            onView={setViewing}
            onDownload={download}
            downloadingId={downloadingId}
            canChange={canChange}
            onEdit={openForm}
            onDelete={setDeleting}
          />
        )}
      </>
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <Button ref={addRef} onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          {t('reports.add')}
        </Button>
      </div>
      {content()}
      <ReportViewDialog
        report={viewing}
        onClose={() => setViewing(null)}
        onEdit={
          viewing && canChange(viewing)
            ? (report) => {
                setViewing(null);
                openForm(report);
              }
            : undefined
        }
        onDownload={download}
        downloading={viewing !== null && downloadingId === viewing.id}
      />
      <ReportFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        report={editing}
        returnFocusFallback={() => addRef.current}
      />
      <DeleteReportDialog
        report={deleting}
        onClose={() => setDeleting(null)}
        returnFocusFallback={() => addRef.current}
      />
    </div>
  );
};
