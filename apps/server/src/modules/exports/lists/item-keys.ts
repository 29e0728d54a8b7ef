import type { ExportColumn } from '../export-table.js';

/**
 * The columns that name each row's item — its label code and its id — under the headers an
 * import's mapping reads them by (IMPORT_FIELDS' `labelCode`, `id`): an edited export imported
 * again updates these items instead of adding new ones (decision 0060).
 */
export const itemKeyColumns = <Item extends { id: number; labelCode: string }>(): Array<
  ExportColumn<Item>
> => [
  { header: 'itemPages.labelCode', value: (item) => item.labelCode },
  { header: 'imports.fields.id', kind: 'number', value: (item) => item.id },
];
