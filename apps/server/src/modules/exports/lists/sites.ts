import { listSites } from '../../sites/index.js';
import { defineExport } from '../export-list.js';

export const sitesExport = defineExport({
  fileName: 'sites',
  title: 'sites.caption',
  page: listSites,
  columns: [
    { header: 'sites.name', value: (site) => site.name },
    { header: 'sites.address', value: (site) => site.address },
    { header: 'sites.branch', value: (site) => site.branch.name },
    { header: 'sites.contactName', value: (site) => site.contactName },
    { header: 'sites.contactPhone', value: (site) => site.contactPhone },
    {
      header: 'sites.status',
      value: (site, t) => t(site.active ? 'sites.active' : 'sites.inactive'),
    },
    { header: 'export.columns.createdAt', kind: 'instant', value: (site) => site.createdAt },
  ],
});
