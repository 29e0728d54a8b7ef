import { useTranslation } from 'react-i18next';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import type { ItemKindScreens, ItemMoveOption, PagedItem } from './item-kind';
import type { ItemLog } from './use-item-log-columns';

type ItemMoveDialogProps<
  Item extends PagedItem,
  Move extends ItemMoveOption,
  Log extends ItemLog,
> = {
  kind: ItemKindScreens<Item, Move, Log>;
  /** The item to move; null keeps the dialog closed. */
  item: Item | null;
  move: Move | null;
  onClose: () => void;
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/**
 * A status move that asks for details first (a tool's site and worker, a vehicle's odometer): the
 * dialog, titled by the move, with the kind's own form (`MoveForm`) in it.
 */
export const ItemMoveDialog = <
  Item extends PagedItem,
  Move extends ItemMoveOption,
  Log extends ItemLog,
>({
  kind,
  item,
  move,
  onClose,
  returnFocusFallback,
}: ItemMoveDialogProps<Item, Move, Log>) => {
  const { t } = useTranslation();
  const { MoveForm } = kind;
  return (
    <RecordFormDialog
      open={item !== null && move !== null}
      onOpenChange={(next) => !next && onClose()}
      className="max-w-md"
      returnFocusFallback={returnFocusFallback}
      title={move ? t(move.labelKey as never) : ''}
      description={
        item && move
          ? t(`${kind.words}.move.description`, {
              name: kind.nameOf(item),
              status: t(`statuses.${kind.type}.${move.to}` as never),
            })
          : ''
      }
    >
      {item && move && (
        <MoveForm key={`${item.id}-${move.to}`} item={item} move={move} onDone={onClose} />
      )}
    </RecordFormDialog>
  );
};
