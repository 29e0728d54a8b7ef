import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import type { Due, ToolStatus, VehicleStatus } from '@toolyard/shared';
import type { ListUrlSpec } from '@/lib/list-url-state';
import type { DeleteMutation } from '@/lib/use-record-screen';
import type { ItemApi } from './item-api';
import type { TableColumn } from '@/components/ui/query-table';
import type { Detail } from '@/components/ui/detail-list';
import type { FormDialogProps } from '@/components/ui/record-form-dialog';

/** What every kind's list row carries (tools, vehicles; kits and consumables next). */
export type ListedItem = {
  id: number;
  organizationId: number;
  status: ToolStatus | VehicleStatus;
  branch: { name: string };
  due: Due;
};

/** What an item's own page reads besides its list row: who has it, since when, its override. */
export type PagedItem = ListedItem & {
  handOutOverride: string | null;
  assignedUser: { firstName: string; lastName: string } | null;
  assignmentDate: string | null;
  checkoutDate: string | null;
};

/** One status move a row menu or an item page offers. */
export type ItemMoveOption = { to: string; labelKey: string };

/** What a cell of a kind's list is given: the screen's translations and its language. */
export type CellWords = { t: TFunction; language: string | undefined };

/** … and a fact of an item's page: dates and times too, in the organization's zone. */
export type PageWords = CellWords & {
  date: (value: string | null | undefined) => string | null;
  dateTime: (value: string | null | undefined) => string | null;
};

/**
 * One column of a kind's list: its heading (and the sort it asks the server for), its cell on a
 * wide screen, and whether the phone's card shows it as a fact.
 */
export type ItemColumn<Item> = {
  key: string;
  heading: (t: TFunction) => string;
  sort?: string;
  headClassName?: string;
  cellClassName?: string;
  cell: (item: Item, words: CellWords) => ReactNode;
  /** A fact of the phone's card, too (the title and status are the card's own). */
  inCard?: boolean;
};

/** The filters a kind's list has beside branch, assignee and due: where its items can be. */
export type PlaceFilter = 'siteId' | 'storageUnitId' | 'parkingLocationId';

/** Starting a move from a row menu or the item page: some moves ask for details in a dialog. */
export type MoveStarter<Item, Move> = {
  startMove: (item: Item, move: Move) => void;
  moving: { item: Item; move: Move } | null;
  stopMoving: () => void;
  pending: boolean;
};

/**
 * One kind of item as its screens show it (docs/guides/adding-an-item-kind.md): what is the same
 * for every kind is drawn by the `features/items` components from this; what truly differs (the
 * odometer, the tyres, the catalogue) stays in the kind's own dialogs, given here.
 */
export type ItemKindScreens<Item extends PagedItem, Move extends ItemMoveOption, Log> = {
  type: 'tool' | 'vehicle';
  /** The namespace of its strings (`tools.add`, `vehicles.logs.title`…). */
  words: 'tools' | 'vehicles';
  /** Its list's address; an item's page is under it (`/tools/12`). */
  path: '/tools' | '/vehicles';
  icon: LucideIcon;
  api: Pick<ItemApi<Item, Log>, 'listUrl' | 'itemQuery' | 'logsQuery'>;
  statuses: readonly Item['status'][];
  listSpec: ListUrlSpec & { defaultSort: string };
  places: readonly PlaceFilter[];
  /** The name a menu, a dialog and a card title call the item by. */
  nameOf: (item: Item) => string;
  /** The link of its row: the whole name, or a short one labelled with the whole. */
  rowLink: (item: Item) => { text: ReactNode; label?: string };
  columns: readonly ItemColumn<Item>[];
  /** Its status and what falls due, as one group of badges (decision 0042). */
  badges: (item: Item) => ReactNode;
  moves: (item: Item) => Move[];
  useStartMove: () => MoveStarter<Item, Move>;
  useDelete: () => DeleteMutation;
  /** The column its log has beside action, user, notes and time (a site, an odometer). */
  logColumn: (words: CellWords) => TableColumn<Log>;
  FormDialog: ComponentType<FormDialogProps & { item: Item | null }>;
  /** The form of a move that asks for details (ItemMoveDialog shows it). */
  MoveForm: ComponentType<{ item: Item; move: Move; onDone: () => void }>;
  /** Its page's way back to the list. */
  backKey: 'itemPages.backToTools' | 'itemPages.backToVehicles';
  /** A vehicle's service is due by date too: its due badge and section name it. */
  nextServiceDateOf?: (item: Item) => string | null;
  /** Where it is, after who has it and its branch (a tool's site and unit, a vehicle's place). */
  whereabouts: (item: Item, words: PageWords) => Detail[];
  /** Every field of its own, on its page. */
  details: (item: Item, words: PageWords) => Detail[];
  /** Actions its page has beside the status moves, edit, label and delete (a tyre change). */
  PageActions?: ComponentType<{
    item: Item;
    returnFocusFallback: () => HTMLElement | null | undefined;
  }>;
  /** What the list shows above its search (the vehicles' tyre alert). */
  Banner?: ComponentType<{ focusFallback: () => HTMLElement | null }>;
  /** The list's layout: its width, and its table's cell padding where it has many columns. */
  layout: { width: string; tableClassName?: string };
};
