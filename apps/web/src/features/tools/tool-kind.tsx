import { Wrench } from 'lucide-react';
import { TOOL_SORTS, TOOL_STATUSES, type ToolLog } from '@toolyard/shared';
import { ToolStatusBadge } from '@/components/ui/status-badge';
import { formatDateValue } from '@/lib/date-format';
import { DueBadge } from '@/features/due';
import type { ItemKindScreens } from '@/features/items';
import { toolLogsQuery, toolQuery, TOOLS_URL, useDeleteTool, type Tool } from './api';
import { ItemLink } from '@/components/ui/item-link';
import { ToolFormDialog } from './tool-form-dialog';
import { toolMoves, type ToolMove } from './tool-moves';
import { ToolMoveForm } from './tool-move-form';
import { useStartToolMove } from './use-start-tool-move';

/**
 * Tools as the shared item screens draw them (docs/guides/adding-an-item-kind.md): their columns,
 * filters (a site and a storage unit) and dialogs. Check out and assign ask for details first;
 * the other moves go straight to the server.
 */
export const toolKind: ItemKindScreens<Tool, ToolMove, ToolLog> = {
  type: 'tool',
  words: 'tools',
  path: '/tools',
  icon: Wrench,
  api: { listUrl: TOOLS_URL, itemQuery: toolQuery, logsQuery: toolLogsQuery },
  statuses: TOOL_STATUSES,
  listSpec: {
    statuses: TOOL_STATUSES,
    sorts: TOOL_SORTS,
    filters: ['branchId', 'siteId', 'storageUnitId', 'assignedWorkerId', 'due'],
    defaultSort: 'name',
  },
  places: ['siteId', 'storageUnitId'],
  nameOf: (tool) => tool.name,
  rowLink: (tool) => ({ text: tool.name }),
  columns: [
    {
      key: 'name',
      heading: (t) => t('tools.name'),
      sort: 'name',
      cellClassName: 'min-w-44 font-medium',
      cell: (tool) => tool.name,
    },
    {
      key: 'serialNumber',
      heading: (t) => t('tools.serialNumber'),
      sort: 'serialNumber',
      cellClassName: 'whitespace-nowrap',
      cell: (tool) => tool.serialNumber,
      inCard: true,
    },
    {
      key: 'branch',
      heading: (t) => t('tools.branch'),
      sort: 'branch',
      cell: (tool) => tool.branch.name,
      inCard: true,
    },
    {
      key: 'site',
      heading: (t) => t('tools.site'),
      sort: 'site',
      cell: (tool) => tool.site?.name,
      inCard: true,
    },
    {
      key: 'status',
      heading: (t) => t('tools.status'),
      sort: 'status',
      cell: (tool) => <div className="flex flex-wrap items-center gap-1">{toolBadges(tool)}</div>,
    },
    {
      key: 'nextMaintenance',
      heading: (t) => t('tools.nextMaintenance'),
      sort: 'nextMaintenance',
      cellClassName: 'whitespace-nowrap',
      cell: (tool, { language }) => formatDateValue(tool.nextMaintenanceDate, language),
      inCard: true,
    },
  ],
  badges: toolBadges,
  moves: (tool) => toolMoves(tool.status),
  useStartMove: useStartToolMove,
  useDelete: useDeleteTool,
  logColumn: ({ t }) => ({
    key: 'site',
    header: t('tools.logs.site'),
    cell: (log) => log.site?.name,
  }),
  FormDialog: ({ item, ...dialog }) => <ToolFormDialog tool={item} {...dialog} />,
  MoveForm: ToolMoveForm,
  layout: { width: 'max-w-6xl' },
  backKey: 'itemPages.backToTools',
  whereabouts: (tool, { t }) => [
    {
      label: t('tools.site'),
      value: tool.site && <ItemLink to={`/sites/${tool.site.id}`}>{tool.site.name}</ItemLink>,
    },
    {
      label: t('itemPages.storageUnit'),
      value: tool.storageUnit && (
        <ItemLink to={`/storage/units/${tool.storageUnit.id}`}>{tool.storageUnit.name}</ItemLink>
      ),
    },
  ],
  details: (tool, { t, date, dateTime }) => [
    { label: t('itemPages.labelCode'), value: tool.labelCode },
    { label: t('tools.serialNumber'), value: tool.serialNumber },
    { label: t('tools.description'), value: tool.description },
    { label: t('itemPages.condition'), value: tool.condition },
    { label: t('tools.purchaseDate'), value: date(tool.purchaseDate) },
    { label: t('tools.lastMaintenanceDate'), value: date(tool.lastMaintenanceDate) },
    { label: t('tools.nextMaintenanceDate'), value: date(tool.nextMaintenanceDate) },
    { label: t('itemPages.notes'), value: tool.notes },
    { label: t('itemPages.createdAt'), value: dateTime(tool.createdAt) },
  ],
};

/** What falls due (decision 0042) sits with the status, so the table grows no column. */
function toolBadges(tool: Tool) {
  return (
    <>
      <ToolStatusBadge status={tool.status} />
      <DueBadge due={tool.due} />
    </>
  );
}
