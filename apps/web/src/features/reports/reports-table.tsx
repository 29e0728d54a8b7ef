import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@toolyard/shared';
import { Download, Eye, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { RecordCard } from '@/components/ui/record-card';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { SortableHead } from '@/components/ui/sortable-head';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { formatDateValue } from '@/lib/date-format';
import type { PagedList } from '@/lib/use-paged-list';
import { reportAuthor } from '@/lib/report-author';
import type { Report } from './api';

type ReportsTableProps = {
  list: PagedList<Report>;
  onView: (report: Report) => void;
  onDownload: (report: Report) => void;
  downloadingId: number | null;
  /** Whether the viewer may edit and delete this report. */
  canChange: (report: Report) => boolean;
  onEdit: (report: Report) => void;
  onDelete: (report: Report) => void;
  /** The list's sort and the way to change it. */
  sorting: { sort: { column: string; dir: SortDirection }; onSort: (column: string) => void };
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
  sorting,
}: ReportsTableProps) => {
  const { t, i18n } = useTranslation();

  const author = (report: Report) => reportAuthor(report) ?? t('reports.unknownAuthor');
  const date = (report: Report) =>
    formatDateValue(report.reportDate, i18n.language) ?? report.reportDate;

  const buttons = (report: Report) => (
    <>
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
    </>
  );

  const menu = (report: Report) =>
    canChange(report) && (
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
    );

  const row = (report: Report) => (
    <>
      <TableCell className="min-w-48 max-w-80 break-words font-medium">{report.title}</TableCell>
      <TableCell className="whitespace-nowrap">{author(report)}</TableCell>
      <TableCell className="min-w-32">{report.site.name}</TableCell>
      <TableCell className="whitespace-nowrap">{date(report)}</TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          {buttons(report)}
          {/* The empty span keeps the columns of buttons aligned on rows without a menu. */}
          {menu(report) || <span className="size-10 shrink-0" aria-hidden="true" />}
        </div>
      </TableCell>
    </>
  );

  // The same row on a phone (decision 0025); view and download at the card's foot.
  const card = (report: Report) => (
    <RecordCard
      title={report.title}
      facts={[
        { label: t('reports.reportDate'), value: date(report) },
        { label: t('reports.author'), value: author(report) },
        { label: t('reports.site'), value: report.site.name },
      ]}
      menu={menu(report)}
      actions={buttons(report)}
    />
  );

  return (
    <VirtualTable
      list={list}
      caption={t('reports.caption')}
      columnCount={5}
      rowKey={(report) => report.id}
      renderRow={row}
      renderCard={card}
      head={
        <>
          <SortableHead label={t('reports.title')} column="title" {...sorting} />
          <SortableHead label={t('reports.author')} column="author" {...sorting} />
          <SortableHead label={t('reports.site')} column="site" {...sorting} />
          <SortableHead label={t('reports.reportDate')} column="reportDate" {...sorting} />
          <TableHead className="text-right">{t('common.actions')}</TableHead>
        </>
      }
    />
  );
};
