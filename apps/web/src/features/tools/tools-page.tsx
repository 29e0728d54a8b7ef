import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, Wrench } from 'lucide-react';
import { TOOL_SORTS, TOOL_STATUSES } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ItemLink } from '@/components/ui/item-link';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { RecordCard } from '@/components/ui/record-card';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { StatusRecordMenu } from '@/components/ui/status-record-menu';
import { StatusTabs } from '@/components/ui/status-tabs';
import { ToolStatusBadge } from '@/components/ui/status-badge';
import { SortableHead } from '@/components/ui/sortable-head';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { ListTotal } from '@/components/ui/list-total';
import { formatDateValue } from '@/lib/date-format';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { useListUrlState } from '@/lib/use-list-url-state';
import { useNewParam } from '@/lib/use-new-param';
import { usePagedList } from '@/lib/use-paged-list';
import { useRecordScreen } from '@/lib/use-record-screen';
import { DueBadge } from '@/features/due';
import { ImportAction } from '@/features/imports';
import { PrintLabelsAction } from '@/features/labels';
import { TOOLS_URL, useDeleteTool, type Tool } from './api';
import { ToolFormDialog } from './tool-form-dialog';
import { TOOL_FILTERS, type ToolFilter } from './tool-filters';
import { ToolListFilters } from './tool-list-filters';
import { ToolLogsDialog } from './tool-logs-dialog';
import { toolMoves } from './tool-moves';
import { ToolStatusDialog } from './tool-status-dialog';
import { useStartToolMove } from './use-start-tool-move';

const TOOL_LIST_URL_SPEC = {
  statuses: TOOL_STATUSES,
  sorts: TOOL_SORTS,
  filters: ['branchId', 'siteId', 'storageUnitId', 'assignedWorkerId', 'due'],
  defaultSort: 'name',
} as const;

/**
 * /tools: status tabs, search, table with a row menu (edit, logs, the allowed
 * status moves, delete), the add dialog with the catalogue. /tools/new lands here with ?new=1.
 * The server searches and filters; the table loads 50 rows at a time as it scrolls.
 */
export const ToolsPage = () => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  // Search, status tab, sort and filters live in the address.
  const view = useListUrlState(TOOL_LIST_URL_SPEC);
  const { search, status } = view.state;
  const list = usePagedList<Tool>(TOOLS_URL, view.state);
  const sorting = { sort: view.sort, onSort: view.sortBy };
  const remove = useDeleteTool();
  const { startMove, moving, stopMoving, pending: movePending } = useStartToolMove();
  const [logsOf, setLogsOf] = useState<Tool | null>(null);
  // The dashboard's "add tool" opens the dialog straight away.
  const openedAsNew = useNewParam();
  const screen = useRecordScreen<Tool>({
    remove,
    deletedKey: 'tools.deleted',
    deleteFailedKey: 'tools.deleteFailed',
    startOpen: openedAsNew,
  });
  const { openForm, askDelete, deleting, returnFocusFallback } = screen;

  // Row menus only for tools of one's own organization.
  const menu = (tool: Tool) =>
    canManageRecord(user, tool.organizationId) && (
      <StatusRecordMenu
        label={t('tools.actionsFor', { name: tool.name })}
        details={{ to: `/tools/${tool.id}`, label: t('itemPages.viewDetails') }}
        editLabel={t('tools.edit')}
        onEdit={() => openForm(tool)}
        logsLabel={t('tools.viewLogs')}
        onLogs={() => setLogsOf(tool)}
        moves={toolMoves(tool.status).map((move) => ({
          to: move.to,
          label: t(move.labelKey),
          onSelect: () => startMove(tool, move),
          disabled: movePending,
        }))}
        deleteLabel={t('tools.delete')}
        onDelete={() => askDelete(tool)}
      />
    );

  const row = (tool: Tool) => (
    <>
      <TableCell className="min-w-44 font-medium">
        <ItemLink to={`/tools/${tool.id}`}>{tool.name}</ItemLink>
      </TableCell>
      <TableCell className="whitespace-nowrap">{tool.serialNumber}</TableCell>
      <TableCell>{tool.branch.name}</TableCell>
      <TableCell>{tool.site?.name}</TableCell>
      <TableCell>
        {/* What falls due (decision 0042) sits with the status, so the table grows no column. */}
        <div className="flex flex-wrap items-center gap-1">
          <ToolStatusBadge status={tool.status} />
          <DueBadge due={tool.due} />
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {formatDateValue(tool.nextMaintenanceDate, i18n.resolvedLanguage)}
      </TableCell>
      <TableCell>{menu(tool)}</TableCell>
    </>
  );

  // The same row on a phone (decision 0025).
  const card = (tool: Tool) => (
    <RecordCard
      title={<ItemLink to={`/tools/${tool.id}`}>{tool.name}</ItemLink>}
      badge={
        <div className="flex flex-wrap gap-1">
          <ToolStatusBadge status={tool.status} />
          <DueBadge due={tool.due} />
        </div>
      }
      facts={[
        { label: t('tools.serialNumber'), value: tool.serialNumber },
        { label: t('tools.branch'), value: tool.branch.name },
        { label: t('tools.site'), value: tool.site?.name },
        {
          label: t('tools.nextMaintenance'),
          value: formatDateValue(tool.nextMaintenanceDate, i18n.resolvedLanguage),
        },
      ]}
      menu={menu(tool)}
    />
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <ListScreenHeader
        title={t('pages.tools')}
        headingRef={screen.headingRef}
        addLabel={t('tools.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
        exportFrom={{ url: TOOLS_URL, filters: list.filters }}
        actions={
          <>
            <PrintLabelsAction
              source={{ kind: 'tool', filters: list.filters, total: list.total }}
              label={t('labelSheets.printList')}
            />
            <ImportAction kind="tools" />
          </>
        }
      />
      <SearchField
        id={searchId}
        label={t('tools.search')}
        value={search}
        onChange={view.setSearch}
      />
      <ToolListFilters state={view.state} onChange={view.setFilter} onClear={view.clearFilters} />
      <ListTotal
        total={list.total}
        capped={list.totalCapped}
        sentence={(values) => t('tools.total', values)}
      />
      <StatusTabs
        filters={TOOL_FILTERS}
        value={(status ?? 'all') as ToolFilter}
        onChange={(filter) => view.setStatus(filter === 'all' ? undefined : filter)}
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
            renderCard={card}
            head={
              <>
                <SortableHead label={t('tools.name')} column="name" {...sorting} />
                <SortableHead label={t('tools.serialNumber')} column="serialNumber" {...sorting} />
                <SortableHead label={t('tools.branch')} column="branch" {...sorting} />
                <SortableHead label={t('tools.site')} column="site" {...sorting} />
                <SortableHead label={t('tools.status')} column="status" {...sorting} />
                <SortableHead
                  label={t('tools.nextMaintenance')}
                  column="nextMaintenance"
                  {...sorting}
                />
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
        onClose={stopMoving}
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
