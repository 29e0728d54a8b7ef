import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightLeft, History, Pencil, Trash2 } from 'lucide-react';
import { fullName, stampsCheckout } from '@toolyard/shared';
import { DamageSection } from '@/features/damage';
import { DueSection } from '@/features/due';
import { MaintenanceSection } from '@/features/maintenance-records';
import { PrintLabelsAction } from '@/features/labels';
import { NotFoundContent } from '@/features/not-found';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DetailList } from '@/components/ui/detail-list';
import { ItemPage, ItemSection } from '@/components/ui/item-page';
import { QueryStates } from '@/components/ui/query-states';
import { QueryTable } from '@/components/ui/query-table';
import { useDateFormat } from '@/lib/use-date-format';
import { canManageRecord } from '@/lib/permissions';
import { useSession } from '@/lib/session-context';
import { useHashFocus } from '@/lib/use-hash-focus';
import { useRouteId } from '@/lib/route-id';
import { useItemPage } from '@/lib/use-item-page';
import type { useRecordScreen } from '@/lib/use-record-screen';
import type { ItemKindScreens, ItemMoveOption, PagedItem } from './item-kind';
import { useItemLogColumns, type ItemLog } from './use-item-log-columns';
import { ItemMoveDialog } from './item-move-dialog';

type Kind<Item extends PagedItem, Move extends ItemMoveOption, Log extends ItemLog> = {
  kind: ItemKindScreens<Item, Move, Log>;
};

/**
 * A kind's item page (/tools/{id}, /vehicles/{id}; decision 0028): every field, who has it and
 * where it is, what falls due, its maintenance, damage and log, and the actions the reader may take
 * now (the row menu's, as buttons). `#log` lands on the log, `#status` on the status moves (the
 * dashboard's "View Logs" and "Update Status").
 */
export const ItemDetailPage = <
  Item extends PagedItem,
  Move extends ItemMoveOption,
  Log extends ItemLog,
>({
  kind,
}: Kind<Item, Move, Log>) => {
  const id = useRouteId();
  const query = useQuery({ ...kind.api.itemQuery(id ?? 0), enabled: id !== null });
  const { screen, notFound } = useItemPage<Item>({
    id,
    query,
    remove: kind.useDelete(),
    deletedKey: `${kind.words}.deleted`,
    deleteFailedKey: `${kind.words}.deleteFailed`,
    listPath: kind.path,
  });
  const { t } = useTranslation();
  if (notFound) return <NotFoundContent />;

  return (
    <QueryStates query={query} loadFailedTitle={t(`itemPages.loadFailed.${kind.type}`)}>
      {(item) => <ItemView kind={kind} item={item} screen={screen} />}
    </QueryStates>
  );
};

const ItemView = <Item extends PagedItem, Move extends ItemMoveOption, Log extends ItemLog>({
  kind,
  item,
  screen,
}: Kind<Item, Move, Log> & {
  item: Item;
  screen: ReturnType<typeof useRecordScreen<Item>>;
}) => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const moves = kind.useStartMove();
  const logColumns = useItemLogColumns(kind);
  const manage = canManageRecord(user, item.organizationId);
  useHashFocus(true);
  const out = item.assignedUser !== null || stampsCheckout(item.status);
  const { date, dateTime } = useDateFormat();
  const words = { t, language: i18n.resolvedLanguage, date, dateTime };
  const name = kind.nameOf(item);
  const { words: strings, FormDialog, PageActions } = kind;

  const actions = manage && (
    <>
      <div
        id="status"
        role="group"
        tabIndex={-1}
        aria-label={t('itemPages.changeStatus')}
        className="flex flex-wrap gap-2 outline-none"
      >
        {kind.moves(item).map((move) => (
          <Button
            key={move.to}
            variant="outline"
            disabled={moves.pending}
            onClick={() => moves.startMove(item, move)}
          >
            <ArrowRightLeft aria-hidden="true" />
            {t(move.labelKey as never)}
          </Button>
        ))}
      </div>
      <Button variant="outline" onClick={() => screen.openForm(item)}>
        <Pencil aria-hidden="true" />
        {t(`${strings}.edit`)}
      </Button>
      {PageActions && <PageActions item={item} returnFocusFallback={screen.returnFocusFallback} />}
      <PrintLabelsAction
        source={{ kind: kind.type, ids: [item.id] }}
        label={t('labelSheets.print')}
      />
      <Button variant="outline" className="text-danger" onClick={() => screen.askDelete(item)}>
        <Trash2 aria-hidden="true" />
        {t(`${strings}.delete`)}
      </Button>
    </>
  );

  return (
    <ItemPage
      back={{ to: kind.path, label: t(kind.backKey) }}
      title={name}
      headingRef={screen.headingRef}
      badge={kind.badges(item)}
      actions={actions}
    >
      <DueSection
        due={item.due}
        handOutOverride={item.handOutOverride}
        nextServiceDate={kind.nextServiceDateOf?.(item) ?? null}
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <ItemSection id="whereabouts" title={t('itemPages.whereabouts')}>
          <DetailList
            details={[
              {
                label: t('itemPages.assignedTo'),
                value: item.assignedUser ? fullName(item.assignedUser) : t('itemPages.nobody'),
              },
              // The dates of the last hand-out stay on the record; they only say something while it is out.
              ...(out
                ? [
                    { label: t('itemPages.assignmentDate'), value: dateTime(item.assignmentDate) },
                    { label: t('itemPages.checkoutDate'), value: dateTime(item.checkoutDate) },
                  ]
                : []),
              { label: t(`${strings}.branch`), value: item.branch.name },
              ...kind.whereabouts(item, words),
            ]}
          />
        </ItemSection>
        <ItemSection id="details" title={t('itemPages.details')}>
          <DetailList details={kind.details(item, words)} />
        </ItemSection>
      </div>
      <MaintenanceSection kind={kind.type} item={{ id: item.id, name }} />
      <DamageSection kind={kind.type} itemId={item.id} />
      <ItemSection id="log" title={t('itemPages.log')}>
        <QueryTable
          query={kind.api.logsQuery(item.id)}
          caption={t(`${strings}.logs.caption`, { name })}
          loadFailedTitle={t(`${strings}.logs.loadFailed`)}
          empty={{ icon: History, title: t(`${strings}.logs.empty`) }}
          columns={logColumns}
          stackOnPhone
        />
      </ItemSection>
      <FormDialog
        open={screen.formOpen}
        onOpenChange={screen.setFormOpen}
        item={screen.editing}
        returnFocusFallback={screen.returnFocusFallback}
      />
      <ItemMoveDialog
        kind={kind}
        item={moves.moving?.item ?? null}
        move={moves.moving?.move ?? null}
        onClose={moves.stopMoving}
        returnFocusFallback={screen.returnFocusFallback}
      />
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t(`${strings}.deleteTitle`, { name })}
        description={t(`${strings}.deleteDescription`, { name })}
        pendingLabel={t(`${strings}.deleting`)}
      />
    </ItemPage>
  );
};
