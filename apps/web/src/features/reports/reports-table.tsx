import { useTranslation } from 'react-i18next';
import { Download, Eye, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { formatDateValue } from '@/lib/date-format';
import type { PagedList } from '@/lib/use-paged-list';
import { reportAuthor, type Report } from './api';

type ReportsTableProps = {
  list: PagedList<Report>;
  onView: (report: Report) => void;
  onDownload: (report: Report) => void;
  downloadingId: number | null;
  /** Whether the viewer may edit and delete this report (spec 6). */
  canChange: (report: Report) => boolean;
  onEdit: (report: Report) => void;
  onDelete: (report: Report) => void;
};

/** Title, author, site, report date, and per row view, download and the edit/delete menu. */
export const ReportsTable = ({
  list,
  onView,
  onDownload,
  downloadingId,
  canChange,
  onEdit,
  onDelete,
}: ReportsTableProps) => {
  const { t, i18n } = useTranslation();

  const row = (report: Report) => (
    <>
      <TableCell className="min-w-48 max-w-80 break-words font-medium">{report.title}</TableCell>
      <TableCell className="whitespace-nowrap">
        {reportAuthor(report) ?? t('reports.unknownAuthor')}
      </TableCell>
      <TableCell className="min-w-32">{report.site.name}</TableCell>
      <TableCell className="whitespace-nowrap">
        {formatDateValue(report.reportDate, i18n.language) ?? report.reportDate}
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onView(report)}
            aria-label={t('reports.viewLabel', { title: report.title })}
          >
            <Eye aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            disabled={downloadingId === report.id}
            onClick={() => onDownload(report)}
            aria-label={t('reports.downloadLabel', { title: report.title })}
          >
            <Download aria-hidden="true" />
          </Button>
          {canChange(report) ? (
            <RowActionsMenu label={t('reports.actionsLabel', { title: report.title })}>
              <DropdownMenuItem onSelect={() => onEdit(report)}>
                <Pencil aria-hidden="true" />
                {t('reports.edit')}
              </DropdownMenuItem>
              <DropdownMenuItem className="text-danger" onSelect={() => onDelete(report)}>
                <Trash2 aria-hidden="true" />
                {t('common.delete')}
              </DropdownMenuItem>
            </RowActionsMenu>
          ) : (
            // Keeps the columns of buttons aligned on rows without a menu.
            <span className="size-10 shrink-0" aria-hidden="true" />
          )}
        </div>
      </TableCell>
    </>
  );

  return (
    <VirtualTable
      list={list}
      caption={t('reports.caption')}
      columnCount={5}
      rowKey={(report) => report.id}
      renderRow={row}
      head={
        <>
          <TableHead>{t('reports.title')}</TableHead>
          <TableHead>{t('reports.author')}</TableHead>
          <TableHead>{t('reports.site')}</TableHead>
          <TableHead>{t('reports.reportDate')}</TableHead>
          <TableHead className="text-right">{t('common.actions')}</TableHead>
        </>
      }
    />
  );
};
