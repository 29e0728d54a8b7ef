import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, Wrench } from 'lucide-react';
import { useSession } from '@/lib/session-context';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { StatusRecordMenu } from '@/components/ui/status-record-menu';
import { StatusTabs } from '@/components/ui/status-tabs';
import { ToolStatusBadge } from '@/components/ui/status-badge';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { formatDateValue } from '@/lib/date-format';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { useNewParam } from '@/lib/use-new-param';
import { usePagedList } from '@/lib/use-paged-list';
import { useRecordScreen } from '@/lib/use-record-screen';
import { TOOLS_URL, useChangeToolStatus, useDeleteTool, type Tool } from './api';
import { ToolFormDialog } from './tool-form-dialog';
import { TOOL_FILTERS, type ToolFilter } from './tool-filters';
import { ToolLogsDialog } from './tool-logs-dialog';
import { toolMoves, type ToolMove } from './tool-moves';
import { ToolStatusDialog } from './tool-status-dialog';

/**
 * /tools (spec 2 "Tools"): status tabs, search, table with a row menu (edit, logs, the allowed
 * status moves, delete), the add dialog with the catalogue. /tools/new lands here with ?new=1.
 * The server searches and filters; the table loads 50 rows at a time as it scrolls (issue 8).
 */
export const ToolsPage = () => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const [status, setStatus] = useState<ToolFilter>('all');
  const [search, setSearch] = useState('');
  const list = usePagedList<Tool>(TOOLS_URL, {
    search,
    status: status === 'all' ? undefined : status,
  });
  const remove = useDeleteTool();
  const changeStatus = useChangeToolStatus();
  const [moving, setMoving] = useState<{ tool: Tool; move: ToolMove } | null>(null);
  const [logsOf, setLogsOf] = useState<Tool | null>(null);
  // The dashboard's "add tool" opens the dialog straight away (spec 2, /tools/new).
  const openedAsNew = useNewParam();
  const screen = useRecordScreen<Tool>({
    remove,
    deletedKey: 'tools.deleted',
    deleteFailedKey: 'tools.deleteFailed',
    startOpen: openedAsNew,
  });
  const { openForm, askDelete, deleting, returnFocusFallback } = screen;

  const startMove = (tool: Tool, move: ToolMove) => {
    if (move.asksDetails) {
      setMoving({ tool, move });
      return;
    }
    // Return, maintenance and back to available need nothing more (spec 4).
    changeStatus.mutate(
      { id: tool.id, body: { status: move.to } },
      {
        onSuccess: () => toastSuccess(t, 'tools.updated'),
        onError: (error) => toastFailure(t, 'tools.statusFailed', error),
      },
    );
  };

  const row = (tool: Tool) => (
    <>
      <TableCell className="min-w-44 font-medium">{tool.name}</TableCell>
      <TableCell className="whitespace-nowrap">{tool.serialNumber}</TableCell>
      <TableCell>{tool.branch.name}</TableCell>
      <TableCell>{tool.site?.name}</TableCell>
      <TableCell>
        <ToolStatusBadge status={tool.status} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {formatDateValue(tool.nextMaintenanceDate, i18n.resolvedLanguage)}
      </TableCell>
      <TableCell>
        {/* Spec 6: row menus only for tools of one's own organization. */}
        {canManageRecord(user, tool.organizationId) && (
          <StatusRecordMenu
            label={t('tools.actionsFor', { name: tool.name })}
            editLabel={t('tools.edit')}
            onEdit={() => openForm(tool)}
            logsLabel={t('tools.viewLogs')}
            onLogs={() => setLogsOf(tool)}
            moves={toolMoves(tool.status).map((move) => ({
              to: move.to,
              label: t(move.labelKey),
              onSelect: () => startMove(tool, move),
              disabled: changeStatus.isPending,
            }))}
            deleteLabel={t('tools.delete')}
            onDelete={() => askDelete(tool)}
          />
        )}
      </TableCell>
    </>
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <ListScreenHeader
        title={t('pages.tools')}
        headingRef={screen.headingRef}
        addLabel={t('tools.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
      />
      <SearchField id={searchId} label={t('tools.search')} value={search} onChange={setSearch} />
      <StatusTabs
        filters={TOOL_FILTERS}
        value={status}
        onChange={setStatus}
        label={t('tools.statusFilter')}
        filterLabel={(filter) =>
          filter === 'all' ? t('tools.allStatuses') : t(`statuses.tool.${filter}`)
        }
      >
        <PagedListStates
          list={list}
          loadFailedTitle={t('tools.loadFailed')}
          empty={<StateCard icon={Wrench} title={t('tools.empty')} />}
          emptyFiltered={<StateCard icon={Search} role="status" title={t('tools.emptyFiltered')} />}
        >
          <VirtualTable
            list={list}
            caption={t('tools.caption')}
            columnCount={7}
            rowKey={(tool) => tool.id}
            renderRow={row}
            head={
              <>
                <TableHead>{t('tools.name')}</TableHead>
                <TableHead>{t('tools.serialNumber')}</TableHead>
                <TableHead>{t('tools.branch')}</TableHead>
                <TableHead>{t('tools.site')}</TableHead>
                <TableHead>{t('tools.status')}</TableHead>
                <TableHead>{t('tools.nextMaintenance')}</TableHead>
                <TableHead className="text-right">{t('common.actions')}</TableHead>
              </>
            }
          />
        </PagedListStates>
      </StatusTabs>
      <ToolFormDialog
        open={screen.formOpen}
        onOpenChange={screen.setFormOpen}
        tool={screen.editing}
        returnFocusFallback={returnFocusFallback}
      />
      <ToolStatusDialog
        tool={moving?.tool ?? null}
        move={moving?.move ?? null}
        onClose={() => setMoving(null)}
        returnFocusFallback={returnFocusFallback}
      />
      <ToolLogsDialog tool={logsOf} onClose={() => setLogsOf(null)} />
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t('tools.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('tools.deleteDescription', { name: deleting?.name ?? '' })}
        pendingLabel={t('tools.deleting')}
      />
    </div>
  );
};
