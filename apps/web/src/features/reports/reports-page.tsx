import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, Plus, SearchX } from 'lucide-react';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session-context';
import { Button } from '@/components/ui/button';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { useNewParam } from '@/lib/use-new-param';
import { usePagedList } from '@/lib/use-paged-list';
import { REPORTS_URL, type Report } from './api';
import { DeleteReportDialog } from './delete-report-dialog';
import { canChangeReport } from './permissions';
import { ReportFormDialog } from './report-form-dialog';
import { ReportViewDialog } from './report-view-dialog';
import { ReportsTable } from './reports-table';
import { useReportDownload } from './use-report-download';

/**
 * /reports (spec 2): the organization's daily reports; everyone here may write one.
 * /reports/new lands here with ?new=1, which opens the add dialog. The server searches title,
 * content, author and site (spec 2), newest report date first; rows load 50 at a time (issue 8).
 */
export const ReportsPage = () => {
  const { t } = useTranslation();
  const title = usePageTitle();
  const searchId = useId();
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const list = usePagedList<Report>(REPORTS_URL, { search });
  const { download, downloadingId } = useReportDownload();
  // The dashboard's "create report" opens the dialog straight away (spec 2, /reports/new).
  const openedAsNew = useNewParam();
  const [formOpen, setFormOpen] = useState(openedAsNew);
  const [editing, setEditing] = useState<Report | null>(null);
  const [viewing, setViewing] = useState<Report | null>(null);
  const [deleting, setDeleting] = useState<Report | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const canChange = (report: Report) => canChangeReport(user, report);
  const openForm = (report: Report | null) => {
    setEditing(report);
    setFormOpen(true);
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
      <SearchField
        id={searchId}
        label={t('reports.searchLabel')}
        value={search}
        onChange={setSearch}
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
