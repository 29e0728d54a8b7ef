import { listStorageUnits } from '../../storage/index.js';
import { defineExport } from '../export-list.js';
import { itemKeyColumns } from './item-keys.js';

export const storageUnitsExport = defineExport({
  fileName: 'storage-units',
  title: 'storage.caption',
  page: listStorageUnits,
  columns: [
    { header: 'storage.name', value: (unit) => unit.name },
    { header: 'storage.location', value: (unit) => unit.location },
    { header: 'storage.description', value: (unit) => unit.description },
    { header: 'storage.capacity', kind: 'number', value: (unit) => unit.capacity },
    { header: 'storage.branch', value: (unit) => unit.branch.name },
    { header: 'export.columns.createdAt', kind: 'instant', value: (unit) => unit.createdAt },
    ...itemKeyColumns(),
  ],
});
