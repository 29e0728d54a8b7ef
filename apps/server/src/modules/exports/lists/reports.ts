import { listReports } from '../../reports/index.js';
import { defineExport } from '../export-list.js';
import { personName } from './people.js';

export const reportsExport = defineExport({
  fileName: 'reports',
  title: 'reports.caption',
  page: listReports,
  columns: [
    { header: 'reports.reportDate', kind: 'date', value: (report) => report.reportDate },
    { header: 'reports.title', value: (report) => report.title },
    { header: 'reports.site', value: (report) => report.site.name },
    { header: 'sites.branch', value: (report) => report.site.branch.name },
    { header: 'reports.author', value: (report) => personName(report.user) },
    { header: 'reports.content', value: (report) => report.content },
    { header: 'reports.createdAt', kind: 'instant', value: (report) => report.createdAt },
  ],
});
