// What every kind of item's screens share (docs/guides/adding-an-item-kind.md): a kind describes
// itself (`ItemKindScreens`) and these draw its list, its log and its API calls.
export { itemApi, type ItemApi } from './item-api';
export type {
  CellWords,
  ItemColumn,
  ItemKindScreens,
  ItemMoveOption,
  ListedItem,
  PagedItem,
  PageWords,
  MoveStarter,
  PlaceFilter,
} from './item-kind';
export { ItemsPage } from './items-page';
export { ItemLogsDialog } from './item-logs-dialog';
export { useItemLogColumns } from './use-item-log-columns';
export { ItemDetailPage } from './item-detail-page';
export { ItemMoveDialog } from './item-move-dialog';
