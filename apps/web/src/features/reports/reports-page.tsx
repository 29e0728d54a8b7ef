import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionQueue, type NotSentAction } from '@/features/offline';
import { FileText, SearchX } from 'lucide-react';
import { REPORT_SORTS } from '@toolyard/shared';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session-context';
import { ExportMenu } from '@/components/ui/export-menu';
import { ListAddButton } from '@/components/ui/list-add-button';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { ListTotal } from '@/components/ui/list-total';
import { useListUrlState } from '@/lib/use-list-url-state';
import { useNewParam } from '@/lib/use-new-param';
import { usePagedList } from '@/lib/use-paged-list';
import { REPORTS_URL, type Report } from './api';
import { DeleteReportDialog } from './delete-report-dialog';
import { canChangeReport } from './permissions';
import { ReportFormDialog, type ReportFormValues } from './report-form-dialog';
import { ReportListFilters } from './report-list-filters';
import { ReportViewDialog } from './report-view-dialog';
import { ReportsTable } from './reports-table';
import { useReportDownload } from './use-report-download';
import { WaitingReports } from './waiting-reports';

// Newest report date first without a sort: the header shows that as the date column, descending.
const REPORT_LIST_URL_SPEC = {
  sorts: REPORT_SORTS,
  filters: ['branchId', 'siteId'],
  defaultSort: 'reportDate',
  defaultDir: 'desc',
} as const;

/**
 * /reports: the organization's daily reports; everyone here may write one.
 * /reports/new lands here with ?new=1, which opens the add dialog. The server searches title,
 * content, author and site, newest report date first; rows load 50 at a time.
 */
export const ReportsPage = () => {
  const { t } = useTranslation();
  const title = usePageTitle();
  const searchId = useId();
  const { user } = useSession();
  // Search, sort, branch and site live in the address.
  const view = useListUrlState(REPORT_LIST_URL_SPEC);
  const list = usePagedList<Report>(REPORTS_URL, view.state);
  const { download, downloadingId } = useReportDownload();
  // The dashboard's "create report" opens the dialog straight away.
  const openedAsNew = useNewParam();
  const [formOpen, setFormOpen] = useState(openedAsNew);
  const [editing, setEditing] = useState<Report | null>(null);
  const [viewing, setViewing] = useState<Report | null>(null);
  const [deleting, setDeleting] = useState<Report | null>(null);
  // A report that could not be sent, opened again with what was typed (decision 0034).
  const [rewriting, setRewriting] = useState<{
    record: NotSentAction;
    values: ReportFormValues;
  } | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const canChange = (report: Report) => canChangeReport(user, report);
  const openForm = (report: Report | null) => {
    setEditing(report);
    setRewriting(null);
    setFormOpen(true);
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ExportMenu url={REPORTS_URL} filters={list.filters} />
          <ListAddButton ref={addRef} label={t('reports.add')} onClick={() => openForm(null)} />
        </div>
      </div>
      <SearchField
        id={searchId}
        label={t('reports.searchLabel')}
        value={view.state.search}
        onChange={view.setSearch}
      />
      <WaitingReports
        onWriteAgain={(record, values) => {
          setEditing(null);
          setRewriting({ record, values });
          setFormOpen(true);
        }}
      />
      <ReportListFilters state={view.state} onChange={view.setFilter} />
      <ListTotal
        total={list.total}
        capped={list.totalCapped}
        sentence={(values) => t('reports.total', values)}
      />
      <PagedListStates
        list={list}
        loadFailedTitle={t('reports.loadFailed')}
        empty={
          <StateCard
            icon={FileText}
            title={t('reports.empty')}
            description={t('reports.emptyHint')}
          />
        }
        emptyFiltered={<StateCard icon={SearchX} title={t('reports.noMatches')} role="status" />}
      >
        <ReportsTable
          list={list}
          onView={setViewing}
          onDownload={download}
          downloadingId={downloadingId}
          canChange={canChange}
          onEdit={openForm}
          onDelete={setDeleting}
          sorting={{ sort: view.sort, onSort: view.sortBy }}
        />
      </PagedListStates>
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
        draft={rewriting && { id: rewriting.record.id, values: rewriting.values }}
        // Sent or kept again: the given-up copy is done with.
        onCreated={() => {
          if (rewriting) void actionQueue.dismiss(rewriting.record.id);
        }}
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
