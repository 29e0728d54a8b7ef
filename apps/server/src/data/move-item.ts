import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isHandOutStatus, statusChangeAction, type Due, type LogNote } from '@toolyard/shared';
import type { Executor } from '../db/client.js';
import type { AuthContext } from '../lib/auth-context.js';
import { inScope } from './scope.js';
import type { ItemRead } from './item-read.js';
import { recordActivities, recordActivity, type ActivityInput } from './activity.js';
import { judgeHandOut, type HandOutOverride } from './hand-out-check.js';

/** What a move reads of every tool and vehicle. */
export type MovableItem = {
  id: number;
  organizationId: number;
  status: string;
  assignedUserId: number | null;
  /** What the hand-out rules read: its due state, and the override covering it. */
  due: Due;
  handOutOverride: string | null;
  /** A vehicle's tyres, against the season. */
  tireType?: string | null;
};

/** The columns of every log entry; a kind adds its own (a tool's site, a vehicle's odometer). */
export type LogEntry = {
  organizationId: number;
  userId: number;
  impersonatorUserId: number | null;
  action: string;
  noteCode: LogNote['code'];
  noteValues: NonNullable<LogNote['values']>;
  notes: string | null;
};

/** A table of items a move changes: the columns its guard names. */
type ItemTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  organizationId: AnyPgColumn;
  assignedUserId: AnyPgColumn;
  handOutOverride: AnyPgColumn;
  createdAt: AnyPgColumn;
};
/** The log table of a kind, with the key of its column naming the item (`toolId`, `vehicleId`). */
type LogSource = {
  logTable: PgTable & { id: AnyPgColumn; userId: AnyPgColumn };
  logItemKey: string;
};

/**
 * A kind of item (tool, vehicle): its tables and how it reads. What a move of that kind may set
 * on its row and add to its log entry (`Columns`, `LogExtra` of `Move`) the kind's own `move…`
 * function pins down.
 */
export type ItemKind<Item extends MovableItem> = LogSource & {
  type: 'tool' | 'vehicle';
  table: ItemTable;
  find: (tx: Executor, auth: AuthContext, id: number) => Promise<Item | undefined>;
  /** Its items as the screens show them, under any condition (data/item-read.ts). */
  read: ItemRead<Item>;
  /** The order of its lists: a tool's name, a vehicle's make and model; the id settles ties. */
  listOrder: readonly SQL[];
  title: (item: Item) => string;
  /** What its activity rows say beside the title: a vehicle's licence plate. */
  details?: (item: Item) => string;
};

/** What a kind's move may set on its row besides its status (the site, the worker, dates…). */
export type ItemColumns<Table extends ItemTable> = Partial<
  Omit<Table['$inferInsert'], 'id' | 'organizationId' | 'status' | 'updatedAt'>
>;

/** What a change leaves behind: one log entry and one activity row. */
export type MoveRecord<LogExtra> = {
  note: LogNote;
  /** What the person typed, kept as free text beside the code. */
  notes?: string | null | undefined;
  log: LogExtra;
  activity: { action: string; details?: string | undefined; metadata?: Record<string, unknown> };
};

export type Move<Item extends MovableItem, Columns, LogExtra> = MoveRecord<LogExtra> & {
  to: Item['status'];
  /** The statuses the move may start from: the status machine's, or a worker action's. */
  from: readonly Item['status'][];
  /** A worker's own action: only while the item is handed to this user. */
  holderId?: number;
  /** Checks what the move names (site, worker…), once the status machine allows it. */
  validate?: () => Promise<unknown>;
  /**
   * An admin's written reason to hand the item out although a hand-out rule refuses it; a
   * worker's own action never carries one.
   */
  handOutOverride?: string | null | undefined;
  set: Columns;
  /**
   * Why the move cannot happen (404, 409…): given the item as this transaction just read it when
   * the check refused it, or re-read on the transaction when the UPDATE found nothing.
   */
  miss: (current?: Item) => Promise<Error>;
};

/** The log row of a change of `item`, with the kind's own columns (`record.log`). */
const logEntryOf = <LogExtra>(
  auth: AuthContext,
  item: Pick<MovableItem, 'organizationId'>,
  action: string,
  record: Pick<MoveRecord<LogExtra>, 'note' | 'notes'>,
): LogEntry => ({
  organizationId: item.organizationId,
  userId: auth.user.id,
  impersonatorUserId: auth.impersonatorUserId,
  action,
  noteCode: record.note.code,
  noteValues: record.note.values ?? {},
  notes: record.notes || null,
});

/** A change's log entry (with the kind's own columns) and its activity row, ready to insert. */
const rowsOfMove = <Item extends MovableItem, LogExtra>(
  auth: AuthContext,
  kind: ItemKind<Item>,
  item: Item,
  action: string,
  record: MoveRecord<LogExtra>,
) => ({
  log: { ...logEntryOf(auth, item, action, record), ...record.log, [kind.logItemKey]: item.id },
  activity: {
    organizationId: item.organizationId,
    type: kind.type,
    action: record.activity.action,
    title: kind.title(item),
    ...(record.activity.details !== undefined ? { details: record.activity.details } : {}),
    entityType: kind.type,
    entityId: item.id,
    ...(record.activity.metadata ? { metadata: record.activity.metadata } : {}),
  } satisfies ActivityInput,
});

/**
 * Where a move's log entry and activity go. `writtenAtOnce` inserts them with the move;
 * `gatheredRecords` keeps them for one INSERT per table when `flush`ed (a bulk action's many
 * moves: a round trip per item saved twice over). Gathered records are only safe where nothing
 * reads them before the flush and a failed flush fails the whole transaction.
 */
export type MoveRecords = {
  add: <Item extends MovableItem, LogExtra>(
    kind: ItemKind<Item>,
    item: Item,
    action: string,
    record: MoveRecord<LogExtra>,
  ) => Promise<void>;
};

export const writtenAtOnce = (tx: Executor, auth: AuthContext): MoveRecords => ({
  add: async (kind, item, action, record) => {
    const rows = rowsOfMove(auth, kind, item, action, record);
    // A table chosen at run time is beyond drizzle's types: the kind's `move…` function types the
    // extra columns (`LogExtra`), and the tests write every kind of entry.
    await tx.insert(kind.logTable).values(rows.log as never);
    await recordActivity(tx, auth, rows.activity);
  },
});

export const gatheredRecords = (tx: Executor, auth: AuthContext) => {
  const logs = new Map<PgTable, Record<string, unknown>[]>();
  const activities: ActivityInput[] = [];
  const records: MoveRecords = {
    add: (kind, item, action, record) => {
      const rows = rowsOfMove(auth, kind, item, action, record);
      const table = logs.get(kind.logTable);
      if (table) table.push(rows.log);
      else logs.set(kind.logTable, [rows.log]);
      activities.push(rows.activity);
      return Promise.resolve();
    },
  };
  const flush = async () => {
    // As in writtenAtOnce: each kind's own function typed its rows' extra columns.
    for (const [table, rows] of logs) await tx.insert(table).values(rows as never);
    await recordActivities(tx, auth, activities);
    logs.clear();
    activities.length = 0;
  };
  return { records, flush };
};

/**
 * Writes the log entry and the activity of a change, in the caller's transaction, and answers
 * the item as it is now. The entry's timestamp is the database's, read after the row lock.
 */
export const recordMove = async <Item extends MovableItem, LogExtra>(
  tx: Executor,
  auth: AuthContext,
  kind: ItemKind<Item>,
  item: Item,
  action: string,
  record: MoveRecord<LogExtra>,
): Promise<Item> => {
  await writtenAtOnce(tx, auth).add(kind, item, action, record);
  return (await kind.find(tx, auth, item.id))!;
};

/**
 * The one way a tool's or vehicle's status changes. The UPDATE names the statuses the move may
 * start from (and, for a worker, that the item is theirs), so the check and the write are one
 * statement: of two racing moves the second finds the row already moved and is refused. Its
 * log entry and activity go to `records`; nothing is read back (moveItem answers the item).
 */
export const applyMove = async <Item extends MovableItem, Columns, LogExtra>(
  tx: Executor,
  auth: AuthContext,
  kind: ItemKind<Item>,
  item: Item,
  move: Move<Item, Columns, LogExtra>,
  records: MoveRecords = writtenAtOnce(tx, auth),
): Promise<void> => {
  const theirs = move.holderId === undefined || item.assignedUserId === move.holderId;
  if (!move.from.includes(item.status) || !theirs) throw await move.miss(item);
  await move.validate?.();
  const override = await judgeHandOut(tx, item, move.to, {
    override: move.handOutOverride || null,
    byWorker: move.holderId !== undefined,
  });

  const { table } = kind;
  const moved = await tx
    .update(table)
    // As for the log entry: the kind's `move…` function types what `set` may name (`Columns`).
    .set({
      ...move.set,
      status: move.to,
      // An override covers one hand-over: it is kept while the item is out, and goes with it.
      ...(override ? { handOutOverride: override.reason } : {}),
      ...(isHandOutStatus(move.to) ? {} : { handOutOverride: null }),
      updatedAt: new Date(),
    } as never)
    .where(
      and(
        eq(table.id, item.id),
        inArray(table.status, [...move.from]),
        eq(table.organizationId, item.organizationId),
        inScope(auth, table.organizationId),
        move.holderId !== undefined ? eq(table.assignedUserId, move.holderId) : undefined,
      ),
    )
    .returning({ id: table.id });
  if (moved.length === 0) throw await move.miss();
  await records.add(kind, item, statusChangeAction(move.to), move);
  if (override) await records.add(kind, item, 'hand_out_overridden', handOutOverrideRecord(move.to, override));
};

/** applyMove, answering the item as it is now. */
export const moveItem = async <Item extends MovableItem, Columns, LogExtra>(
  tx: Executor,
  auth: AuthContext,
  kind: ItemKind<Item>,
  item: Item,
  move: Move<Item, Columns, LogExtra>,
): Promise<Item> => {
  await applyMove(tx, auth, kind, item, move);
  return (await kind.find(tx, auth, item.id))!;
};

/** The log entry and activity of a hand-out against the rules: which rules, and the admin's reason. */
const handOutOverrideRecord = (to: string, override: HandOutOverride): MoveRecord<object> => ({
  note: {
    code: 'hand_out_overridden',
    values: { status: to, rules: override.rules, reason: override.reason },
  },
  log: {},
  activity: {
    action: 'hand_out_overridden',
    details: override.reason,
    metadata: { status: to, rules: override.rules, reason: override.reason },
  },
});

/**
 * The first log entries of many new items at once (an import's batch): one INSERT for all their
 * entries and ONE activity row for the batch — not one per item, which would flood the feed and
 * every open browser's live stream with thousands of events. The activity (`tools_imported`,
 * `vehicles_imported`) carries the count: the feed words it in the reader's language.
 */
export const recordItemsImported = async <
  Item extends Pick<MovableItem, 'id' | 'organizationId'>,
  LogExtra,
>(
  tx: Executor,
  auth: AuthContext,
  kind: LogSource & Pick<ItemKind<MovableItem>, 'type'>,
  items: readonly Item[],
  recordOf: (item: Item) => Pick<MoveRecord<LogExtra>, 'note' | 'log'>,
) => {
  const first = items[0];
  if (!first) return;
  const entries = items.map((item) => {
    const record = recordOf(item);
    return {
      ...logEntryOf(auth, item, 'created', record),
      ...record.log,
      [kind.logItemKey]: item.id,
    };
  });
  // As in recordMove: the kind's own function types the extra columns (`LogExtra`).
  await tx.insert(kind.logTable).values(entries as never);
  await recordActivity(tx, auth, {
    organizationId: first.organizationId,
    type: kind.type,
    entityType: kind.type,
    action: `${kind.type}s_imported`,
    title: String(items.length),
    metadata: { count: items.length },
  });
};

/** The log action of a change of an item's details (the form's edit, an import's update). */
export const EDITED_ACTION = 'updated';

/** What a change of an item's details says in its log: which fields changed (decision 0060). */
export const editedNote = (fields: readonly string[]): LogNote => ({
  code: 'updated',
  values: { fields: [...fields] },
});

/**
 * The log entries and activity rows of many items' edits at once (an import's batch): one
 * INSERT for the entries, one for the activity rows. Each item gets its own of both, as the
 * form's edit writes them — an edit is news of that item (unlike a batch of creations, a row
 * that changes nothing writes nothing, so only real changes reach the feed).
 */
export const recordItemsEdited = async <
  Item extends Pick<MovableItem, 'id' | 'organizationId'> & { fields: readonly string[] },
  LogExtra,
>(
  tx: Executor,
  auth: AuthContext,
  kind: LogSource & Pick<ItemKind<MovableItem>, 'type'>,
  items: readonly Item[],
  recordOf: (item: Item) => {
    log: LogExtra;
    activity: { action: string; title: string; details?: string };
  },
) => {
  if (items.length === 0) return;
  const records = items.map((item) => ({ item, ...recordOf(item) }));
  const entries = records.map(({ item, log }) => ({
    ...logEntryOf(auth, item, EDITED_ACTION, { note: editedNote(item.fields) }),
    ...log,
    [kind.logItemKey]: item.id,
  }));
  // As in recordMove: the kind's own function types the extra columns (`LogExtra`).
  await tx.insert(kind.logTable).values(entries as never);
  await recordActivities(
    tx,
    auth,
    records.map(({ item, activity }) => ({
      organizationId: item.organizationId,
      type: kind.type,
      ...activity,
      entityType: kind.type,
      entityId: item.id,
    })),
  );
};

/** Did this user ever write a log entry of this item (a worker's second confirm is a 409, not a 404)? */
export const loggedBy = async (tx: Executor, kind: LogSource, itemId: number, userId: number) => {
  const { logTable } = kind;
  const itemColumn = getTableColumns(logTable)[kind.logItemKey]!;
  const [row] = await tx
    .select({ id: logTable.id })
    .from(logTable)
    .where(and(eq(itemColumn, itemId), eq(logTable.userId, userId)))
    .limit(1);
  return Boolean(row);
};
