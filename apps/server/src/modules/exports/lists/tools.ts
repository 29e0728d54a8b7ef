import type { ToolListQuery } from '@toolyard/shared';
import { listTools } from '../../tools/index.js';
import type { ToolView } from '../../tools/index.js';
import type { ListExport } from '../export-list.js';
import { itemKeyColumns } from './item-keys.js';
import { personName } from './people.js';

export const toolsExport: ListExport<ToolView, ToolListQuery> = {
  fileName: 'tools',
  title: 'tools.caption',
  page: listTools,
  columns: [
    { header: 'tools.name', value: (tool) => tool.name },
    { header: 'tools.serialNumber', value: (tool) => tool.serialNumber },
    { header: 'tools.description', value: (tool) => tool.description },
    { header: 'tools.status', value: (tool, t) => t(`statuses.tool.${tool.status}`) },
    { header: 'tools.branch', value: (tool) => tool.branch.name },
    { header: 'tools.site', value: (tool) => tool.site?.name ?? null },
    { header: 'export.columns.assignedTo', value: (tool) => personName(tool.assignedUser) },
    { header: 'tools.purchaseDate', kind: 'date', value: (tool) => tool.purchaseDate },
    {
      header: 'tools.lastMaintenanceDate',
      kind: 'date',
      value: (tool) => tool.lastMaintenanceDate,
    },
    {
      header: 'tools.nextMaintenanceDate',
      kind: 'date',
      value: (tool) => tool.nextMaintenanceDate,
    },
    { header: 'imports.fields.condition', value: (tool) => tool.condition },
    { header: 'imports.fields.notes', value: (tool) => tool.notes },
    { header: 'export.columns.createdAt', kind: 'instant', value: (tool) => tool.createdAt },
    ...itemKeyColumns(),
  ],
};
