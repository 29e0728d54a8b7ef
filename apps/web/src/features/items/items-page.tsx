import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { useSession } from '@/lib/session-context';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ItemLink } from '@/components/ui/item-link';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { RecordCard } from '@/components/ui/record-card';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { StatusRecordMenu } from '@/components/ui/status-record-menu';
import { StatusTabs } from '@/components/ui/status-tabs';
import { SortableHead } from '@/components/ui/sortable-head';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { ListTotal } from '@/components/ui/list-total';
import { cn } from '@/lib/cn';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { useListUrlState } from '@/lib/use-list-url-state';
import { useNewParam } from '@/lib/use-new-param';
import { usePagedList } from '@/lib/use-paged-list';
import { useRecordScreen } from '@/lib/use-record-screen';
import { ImportAction } from '@/features/imports';
import { PrintLabelsAction } from '@/features/labels';
import type { ItemKindScreens, ItemMoveOption, PagedItem } from './item-kind';
import { statusTabsOf } from '@/lib/status-filters';
import { ItemListFilters } from './item-list-filters';
import { ItemLogsDialog } from './item-logs-dialog';
import type { ItemLog } from './use-item-log-columns';
import { ItemMoveDialog } from './item-move-dialog';

/**
 * A kind's list (/tools, /vehicles): status tabs, search, filters, a table with a row menu (edit,
 * logs, the allowed status moves, delete), the add dialog. /…/new lands here with ?new=1. The
 * server searches and filters; the table loads 50 rows at a time as it scrolls, and a phone
 * shows each row as a card (decision 0025).
 */
export const ItemsPage = <
  Item extends PagedItem,
  Move extends ItemMoveOption,
  Log extends ItemLog,
>({
  kind,
}: {
  kind: ItemKindScreens<Item, Move, Log>;
}) => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const { words } = kind;
  // Search, status tab, sort and filters live in the address.
  const view = useListUrlState(kind.listSpec);
  const { search, status } = view.state;
  const list = usePagedList<Item>(kind.api.listUrl, view.state);
  const sorting = { sort: view.sort, onSort: view.sortBy };
  const remove = kind.useDelete();
  const { startMove, moving, stopMoving, pending: movePending } = kind.useStartMove();
  const [logsOf, setLogsOf] = useState<Item | null>(null);
  // The dashboard's "add" opens the dialog straight away.
  const openedAsNew = useNewParam();
  const screen = useRecordScreen<Item>({
    remove,
    deletedKey: `${words}.deleted`,
    deleteFailedKey: `${words}.deleteFailed`,
    startOpen: openedAsNew,
  });
  const { openForm, askDelete, deleting, returnFocusFallback } = screen;
  const cellWords = { t, language: i18n.resolvedLanguage };
  const pathOf = (item: Item) => `${kind.path}/${item.id}`;
  const tabs = statusTabsOf(kind.statuses);

  // Row menus only for items of one's own organization.
  const menu = (item: Item) =>
    canManageRecord(user, item.organizationId) && (
      <StatusRecordMenu
        label={t(`${words}.actionsFor`, { name: kind.nameOf(item) })}
        details={{ to: pathOf(item), label: t('itemPages.viewDetails') }}
        editLabel={t(`${words}.edit`)}
        onEdit={() => openForm(item)}
        logsLabel={t(`${words}.viewLogs`)}
        onLogs={() => setLogsOf(item)}
        moves={kind.moves(item).map((move) => ({
          to: move.to,
          label: t(move.labelKey as never),
          onSelect: () => startMove(item, move),
          disabled: movePending,
        }))}
        deleteLabel={t(`${words}.delete`)}
        onDelete={() => askDelete(item)}
      />
    );

  const row = (item: Item) => {
    const link = kind.rowLink(item);
    const [first, ...rest] = kind.columns;
    return (
      <>
        <TableCell className={first?.cellClassName}>
          <ItemLink to={pathOf(item)} aria-label={link.label}>
            {link.text}
          </ItemLink>
        </TableCell>
        {rest.map((column) => (
          <TableCell key={column.key} className={column.cellClassName}>
            {column.cell(item, cellWords)}
          </TableCell>
        ))}
        <TableCell>{menu(item)}</TableCell>
      </>
    );
  };

  const card = (item: Item) => (
    <RecordCard
      title={<ItemLink to={pathOf(item)}>{kind.nameOf(item)}</ItemLink>}
      badge={<div className="flex flex-wrap gap-1">{kind.badges(item)}</div>}
      facts={kind.columns
        .filter((column) => column.inCard)
        .map((column) => ({ label: column.heading(t), value: column.cell(item, cellWords) }))}
      menu={menu(item)}
    />
  );

  const { FormDialog, Banner } = kind;
  const deletingName = deleting ? kind.nameOf(deleting) : '';
  return (
    <div className={cn('mx-auto grid w-full grid-cols-1 gap-6', kind.layout.width)}>
      <ListScreenHeader
        title={t(`pages.${words}`)}
        headingRef={screen.headingRef}
        addLabel={t(`${words}.add`)}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
        exportFrom={{ url: kind.api.listUrl, filters: list.filters }}
        actions={
          <>
            <PrintLabelsAction
              source={{ kind: kind.type, filters: list.filters, total: list.total }}
              label={t('labelSheets.printList')}
            />
            <ImportAction kind={words} />
          </>
        }
      />
      {Banner && <Banner focusFallback={returnFocusFallback} />}
      <SearchField
        id={searchId}
        label={t(`${words}.search`)}
        value={search}
        onChange={view.setSearch}
      />
      <ItemListFilters
        places={kind.places}
        state={view.state}
        onChange={view.setFilter}
        onClear={view.clearFilters}
      />
      <ListTotal
        total={list.total}
        capped={list.totalCapped}
        sentence={(values) => t(`${words}.total`, values)}
      />
      <StatusTabs
        filters={tabs}
        value={status ?? 'all'}
        onChange={(filter) => view.setStatus(filter === 'all' ? undefined : filter)}
        label={t(`${words}.statusFilter`)}
        filterLabel={(filter) =>
          filter === 'all'
            ? t(`${words}.allStatuses`)
            : t(`statuses.${kind.type}.${filter}` as never)
        }
      >
        <PagedListStates
          list={list}
          loadFailedTitle={t(`${words}.loadFailed`)}
          empty={<StateCard icon={kind.icon} title={t(`${words}.empty`)} />}
          emptyFiltered={
            <StateCard icon={Search} role="status" title={t(`${words}.emptyFiltered`)} />
          }
        >
          <VirtualTable
            list={list}
            caption={t(`${words}.caption`)}
            className={kind.layout.tableClassName}
            columnCount={kind.columns.length + 1}
            rowKey={(item) => item.id}
            renderRow={row}
            renderCard={card}
            head={
              <>
                {kind.columns.map((column) =>
                  column.sort ? (
                    <SortableHead
                      key={column.key}
                      className={column.headClassName}
                      label={column.heading(t)}
                      column={column.sort}
                      {...sorting}
                    />
                  ) : (
                    <TableHead key={column.key} className={column.headClassName}>
                      {column.heading(t)}
                    </TableHead>
                  ),
                )}
                <TableHead className="text-right">{t('common.actions')}</TableHead>
              </>
            }
          />
        </PagedListStates>
      </StatusTabs>
      <FormDialog
        open={screen.formOpen}
        onOpenChange={screen.setFormOpen}
        item={screen.editing}
        returnFocusFallback={returnFocusFallback}
      />
      <ItemMoveDialog
        kind={kind}
        item={moving?.item ?? null}
        move={moving?.move ?? null}
        onClose={stopMoving}
        returnFocusFallback={returnFocusFallback}
      />
      <ItemLogsDialog kind={kind} item={logsOf} onClose={() => setLogsOf(null)} />
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t(`${words}.deleteTitle`, { name: deletingName })}
        description={t(`${words}.deleteDescription`, { name: deletingName })}
        pendingLabel={t(`${words}.deleting`)}
      />
    </div>
  );
};
