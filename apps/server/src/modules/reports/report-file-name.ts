import type { ReportView } from './report-view.js';

/** A file name people can keep: report-2026-11-22-north-wall-pour.pdf */
export const reportFileName = (report: Pick<ReportView, 'reportDate' | 'title' | 'id'>) => {
  const slug = report.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `report-${report.reportDate}-${slug || report.id}.pdf`;
};
