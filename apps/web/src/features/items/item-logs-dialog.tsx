import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { QueryTableDialog } from '@/components/ui/query-table-dialog';
import type { ItemKindScreens, ItemMoveOption, PagedItem } from './item-kind';
import { useItemLogColumns, type ItemLog } from './use-item-log-columns';

/** An item's log in a dialog, newest first: the columns of useItemLogColumns. */
export const ItemLogsDialog = <
  Item extends PagedItem,
  Move extends ItemMoveOption,
  Log extends ItemLog,
>({
  kind,
  item,
  onClose,
}: {
  kind: ItemKindScreens<Item, Move, Log>;
  item: Item | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const columns = useItemLogColumns(kind);
  const name = item ? kind.nameOf(item) : '';
  const words = kind.words;
  return (
    <QueryTableDialog
      query={item && kind.api.logsQuery(item.id)}
      onClose={onClose}
      title={t(`${words}.logs.title`, { name })}
      description={t(`${words}.logs.description`)}
      caption={t(`${words}.logs.caption`, { name })}
      loadFailedTitle={t(`${words}.logs.loadFailed`)}
      empty={{ icon: History, title: t(`${words}.logs.empty`) }}
      columns={columns}
    />
  );
};
