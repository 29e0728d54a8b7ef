import { listOrganizations } from '../../organizations/index.js';
import { defineExport } from '../export-list.js';

export const organizationsExport = defineExport({
  fileName: 'organizations',
  title: 'organizations.list.title',
  page: listOrganizations,
  columns: [
    { header: 'organizations.wizard.name', value: (organization) => organization.name },
    {
      header: 'organizations.wizard.contactEmail',
      value: (organization) => organization.contactEmail,
    },
    {
      header: 'organizations.wizard.contactPhone',
      value: (organization) => organization.contactPhone,
    },
    { header: 'organizations.wizard.address', value: (organization) => organization.address },
    { header: 'organizations.wizard.timeZone', value: (organization) => organization.timeZone },
    {
      header: 'export.columns.createdAt',
      kind: 'instant',
      value: (organization) => organization.createdAt,
    },
  ],
});
