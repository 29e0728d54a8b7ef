import { listBranches } from '../../branches/index.js';
import { defineExport } from '../export-list.js';
import { personName } from './people.js';

export const branchesExport = defineExport({
  fileName: 'branches',
  title: 'branches.caption',
  page: listBranches,
  columns: [
    { header: 'branches.name', value: (branch) => branch.name },
    { header: 'branches.organization', value: (branch) => branch.organization.name },
    { header: 'branches.address', value: (branch) => branch.address },
    { header: 'branches.contactPhone', value: (branch) => branch.contactPhone },
    { header: 'branches.manager', value: (branch) => personName(branch.manager) },
    { header: 'export.columns.createdAt', kind: 'instant', value: (branch) => branch.createdAt },
  ],
});
