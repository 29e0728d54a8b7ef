import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightLeft, History, Pencil, Trash2 } from 'lucide-react';
import { fullName } from '@toolyard/shared';
import { DamageSection } from '@/features/damage';
import { DueBadge, DueSection } from '@/features/due';
import { MaintenanceSection } from '@/features/maintenance-records';
import { PrintLabelsAction } from '@/features/labels';
import { NotFoundContent } from '@/features/not-found';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DetailList } from '@/components/ui/detail-list';
import { ItemLink } from '@/components/ui/item-link';
import { ItemPage, ItemSection } from '@/components/ui/item-page';
import { QueryStates } from '@/components/ui/query-states';
import { QueryTable } from '@/components/ui/query-table';
import { ToolStatusBadge } from '@/components/ui/status-badge';
import { useDateFormat } from '@/lib/use-date-format';
import { canManageRecord } from '@/lib/permissions';
import { useSession } from '@/lib/session-context';
import { useHashFocus } from '@/lib/use-hash-focus';
import { useRouteId } from '@/lib/route-id';
import { useItemPage } from '@/lib/use-item-page';
import type { useRecordScreen } from '@/lib/use-record-screen';
import { toolLogsQuery, toolQuery, useDeleteTool, type Tool } from './api';
import { ToolFormDialog } from './tool-form-dialog';
import { toolMoves } from './tool-moves';
import { ToolStatusDialog } from './tool-status-dialog';
import { useStartToolMove } from './use-start-tool-move';
import { useToolLogColumns } from './use-tool-log-columns';

/**
 * /tools/{id}: one tool — every field, who has it and where it is, its log, and the
 * actions the reader may take now (the row menu's, as buttons). `#log` lands on the log, `#status`
 * on the status moves (the dashboard's "View Logs" and "Update Status").
 */
export const ToolPage = () => {
  const id = useRouteId();
  const query = useQuery({ ...toolQuery(id ?? 0), enabled: id !== null });
  const { screen, notFound } = useItemPage<Tool>({
    id,
    query,
    remove: useDeleteTool(),
    deletedKey: 'tools.deleted',
    deleteFailedKey: 'tools.deleteFailed',
    listPath: '/tools',
  });
  const { t } = useTranslation();
  if (notFound) return <NotFoundContent />;

  return (
    <QueryStates query={query} loadFailedTitle={t('itemPages.loadFailed.tool')}>
      {(tool) => <ToolView tool={tool} screen={screen} />}
    </QueryStates>
  );
};

type Screen = ReturnType<typeof useRecordScreen<Tool>>;

const ToolView = ({ tool, screen }: { tool: Tool; screen: Screen }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const moves = useStartToolMove();
  const logColumns = useToolLogColumns();
  const manage = canManageRecord(user, tool.organizationId);
  useHashFocus(true);
  const out = tool.assignedUser !== null || tool.status === 'checked_out';
  const { date, dateTime } = useDateFormat();

  const actions = manage && (
    <>
      <div
        id="status"
        role="group"
        tabIndex={-1}
        aria-label={t('itemPages.changeStatus')}
        className="flex flex-wrap gap-2 outline-none"
      >
        {toolMoves(tool.status).map((move) => (
          <Button
            key={move.to}
            variant="outline"
            disabled={moves.pending}
            onClick={() => moves.startMove(tool, move)}
          >
            <ArrowRightLeft aria-hidden="true" />
            {t(move.labelKey)}
          </Button>
        ))}
      </div>
      <Button variant="outline" onClick={() => screen.openForm(tool)}>
        <Pencil aria-hidden="true" />
        {t('tools.edit')}
      </Button>
      <PrintLabelsAction source={{ kind: 'tool', ids: [tool.id] }} label={t('labelSheets.print')} />
      <Button variant="outline" className="text-danger" onClick={() => screen.askDelete(tool)}>
        <Trash2 aria-hidden="true" />
        {t('tools.delete')}
      </Button>
    </>
  );

  return (
    <ItemPage
      back={{ to: '/tools', label: t('itemPages.backToTools') }}
      title={tool.name}
      headingRef={screen.headingRef}
      badge={
        <>
          <ToolStatusBadge status={tool.status} />
          <DueBadge due={tool.due} />
        </>
      }
      actions={actions}
    >
      <DueSection due={tool.due} handOutOverride={tool.handOutOverride} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <ItemSection id="whereabouts" title={t('itemPages.whereabouts')}>
          <DetailList
            details={[
              {
                label: t('itemPages.assignedTo'),
                value: tool.assignedUser ? fullName(tool.assignedUser) : t('itemPages.nobody'),
              },
              // The dates of the last hand-out stay on the record; they only say something while it is out.
              ...(out
                ? [
                    { label: t('itemPages.assignmentDate'), value: dateTime(tool.assignmentDate) },
                    { label: t('itemPages.checkoutDate'), value: dateTime(tool.checkoutDate) },
                  ]
                : []),
              { label: t('tools.branch'), value: tool.branch.name },
              {
                label: t('tools.site'),
                value: tool.site && (
                  <ItemLink to={`/sites/${tool.site.id}`}>{tool.site.name}</ItemLink>
                ),
              },
              {
                label: t('itemPages.storageUnit'),
                value: tool.storageUnit && (
                  <ItemLink to={`/storage/units/${tool.storageUnit.id}`}>
                    {tool.storageUnit.name}
                  </ItemLink>
                ),
              },
            ]}
          />
        </ItemSection>
        <ItemSection id="details" title={t('itemPages.details')}>
          <DetailList
            details={[
              { label: t('itemPages.labelCode'), value: tool.labelCode },
              { label: t('tools.serialNumber'), value: tool.serialNumber },
              { label: t('tools.description'), value: tool.description },
              { label: t('itemPages.condition'), value: tool.condition },
              { label: t('tools.purchaseDate'), value: date(tool.purchaseDate) },
              { label: t('tools.lastMaintenanceDate'), value: date(tool.lastMaintenanceDate) },
              { label: t('tools.nextMaintenanceDate'), value: date(tool.nextMaintenanceDate) },
              { label: t('itemPages.notes'), value: tool.notes },
              { label: t('itemPages.createdAt'), value: dateTime(tool.createdAt) },
            ]}
          />
        </ItemSection>
      </div>
      <MaintenanceSection kind="tool" item={{ id: tool.id, name: tool.name }} />
      <DamageSection kind="tool" itemId={tool.id} />
      <ItemSection id="log" title={t('itemPages.log')}>
        <QueryTable
          query={toolLogsQuery(tool.id)}
          caption={t('tools.logs.caption', { name: tool.name })}
          loadFailedTitle={t('tools.logs.loadFailed')}
          empty={{ icon: History, title: t('tools.logs.empty') }}
          columns={logColumns}
          stackOnPhone
        />
      </ItemSection>
      <ToolFormDialog
        open={screen.formOpen}
        onOpenChange={screen.setFormOpen}
        tool={screen.editing}
        returnFocusFallback={screen.returnFocusFallback}
      />
      <ToolStatusDialog
        tool={moves.moving?.tool ?? null}
        move={moves.moving?.move ?? null}
        onClose={moves.stopMoving}
        returnFocusFallback={screen.returnFocusFallback}
      />
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t('tools.deleteTitle', { name: tool.name })}
        description={t('tools.deleteDescription', { name: tool.name })}
        pendingLabel={t('tools.deleting')}
      />
    </ItemPage>
  );
};
