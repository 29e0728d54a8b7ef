import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightLeft, History, Search, Wrench } from 'lucide-react';
import { useSession } from '@/app/session-context';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { ListLoadError } from '@/components/ui/list-load-error';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { DeleteMenuItem, EditMenuItem } from '@/components/ui/record-menu-items';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';
import { ToolStatusBadge } from '@/components/ui/status-badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateValue } from '@/lib/date-format';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { useRecordScreen } from '@/lib/use-record-screen';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { toolsQuery, useChangeToolStatus, useDeleteTool, type Tool } from './api';
import { ToolFormDialog } from './tool-form-dialog';
import { filterTools, isToolFilter, TOOL_FILTERS, type ToolFilter } from './tool-filters';
import { ToolLogsDialog } from './tool-logs-dialog';
import { toolMoves, type ToolMove } from './tool-moves';
import { ToolStatusDialog } from './tool-status-dialog';

/**
 * /tools (spec 2 "Tools"): status tabs, search, table with a row menu (edit, logs, the allowed
 * status moves, delete), the add dialog with the catalogue. /tools/new lands here with ?new=1.
 */
export const ToolsPage = () => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useQuery(toolsQuery());
  const remove = useDeleteTool();
  const changeStatus = useChangeToolStatus();
  const [status, setStatus] = useState<ToolFilter>('all');
  const [search, setSearch] = useState('');
  // The dashboard's "add tool" opens the dialog straight away (spec 2, /tools/new).
  const [moving, setMoving] = useState<{ tool: Tool; move: ToolMove } | null>(null);
  const [logsOf, setLogsOf] = useState<Tool | null>(null);
  const screen = useRecordScreen<Tool>({
    remove,
    deletedKey: 'tools.deleted',
    deleteFailedKey: 'tools.deleteFailed',
    startOpen: searchParams.get('new') === '1',
  });
  const {
    formOpen,
    setFormOpen,
    editing,
    openForm,
    deleting,
    askDelete,
    headingRef,
    returnFocusFallback,
  } = screen;

  // ?new=1 has done its job once the dialog is open; a reload should not open it again.
  useEffect(() => {
    if (!searchParams.has('new')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('new');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

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

  const table = (tools: Tool[]) => (
    <Card>
      <Table scrollLabel={t('tools.caption')}>
        <TableCaption>{t('tools.caption')}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t('tools.name')}</TableHead>
            <TableHead>{t('tools.serialNumber')}</TableHead>
            <TableHead>{t('tools.branch')}</TableHead>
            <TableHead>{t('tools.site')}</TableHead>
            <TableHead>{t('tools.status')}</TableHead>
            <TableHead>{t('tools.nextMaintenance')}</TableHead>
            <TableHead className="text-right">{t('common.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tools.map((tool) => (
            <TableRow key={tool.id}>
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
                  <RowActionsMenu label={t('tools.actionsFor', { name: tool.name })}>
                    <EditMenuItem label={t('tools.edit')} onSelect={() => openForm(tool)} />
                    <DropdownMenuItem onSelect={() => setLogsOf(tool)}>
                      <History aria-hidden="true" />
                      {t('tools.viewLogs')}
                    </DropdownMenuItem>
                    <DropdownMenuSeparator />
                    {toolMoves(tool.status).map((move) => (
                      <DropdownMenuItem
                        key={move.to}
                        disabled={changeStatus.isPending}
                        onSelect={() => startMove(tool, move)}
                      >
                        <ArrowRightLeft aria-hidden="true" />
                        {t(move.labelKey)}
                      </DropdownMenuItem>
                    ))}
                    <DropdownMenuSeparator />
                    <DeleteMenuItem label={t('tools.delete')} onSelect={() => askDelete(tool)} />
                  </RowActionsMenu>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );

  const content = () => {
    if (query.isPending) return <Spinner />;
    if (query.isError) {
      return (
        <ListLoadError
          title={t('tools.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.length === 0) return <StateCard icon={Wrench} title={t('tools.empty')} />;
    const tools = filterTools(query.data, { status, query: search });
    if (tools.length === 0) {
      return <StateCard icon={Search} role="status" title={t('tools.emptyFiltered')} />;
    }
    return table(tools);
  };

  const filterLabel = (filter: ToolFilter) =>
    filter === 'all' ? t('tools.allStatuses') : t(`statuses.tool.${filter}`);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <ListScreenHeader
        title={t('pages.tools')}
        headingRef={headingRef}
        addLabel={t('tools.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
      />
      <SearchField id={searchId} label={t('tools.search')} value={search} onChange={setSearch} />
      <Tabs value={status} onValueChange={(value) => isToolFilter(value) && setStatus(value)}>
        {/* Five tabs do not fit a phone: the list scrolls sideways there. */}
        <div className="overflow-x-auto">
          <TabsList aria-label={t('tools.statusFilter')} className="min-w-max">
            {TOOL_FILTERS.map((filter) => (
              <TabsTrigger key={filter} value={filter}>
                {filterLabel(filter)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {TOOL_FILTERS.map((filter) => (
          <TabsContent key={filter} value={filter} tabIndex={-1}>
            {filter === status && content()}
          </TabsContent>
        ))}
      </Tabs>
      <ToolFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        tool={editing}
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
