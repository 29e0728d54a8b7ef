import { and, eq, sql } from 'drizzle-orm';
import type {
  BulkAction,
  BulkActionResponse,
  BulkItemKind,
  BulkItemResult,
  bulkActionSchema,
} from '@toolyard/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { DomainError, invalidField, notFound } from '../../lib/domain-errors.js';
import { inScope } from '../../data/scope.js';
import {
  usableParkingLocation,
  usableSiteInOrganization,
  usableStorageUnit,
} from '../../data/references.js';
import { isInvalidInputValue, isRowFailure } from '../../db/database-errors.js';
import { itemHolder } from './item-holder.js';
import { gatheredRecords, writtenAtOnce, type MoveRecords } from '../../data/move-item.js';
import {
  applyToolStatusChange,
  toolKind,
  type ReturnUnit,
  type ToolStatusChange,
} from '../tools/index.js';
import { itemsByIds } from '../../data/item-read.js';
import {
  applyVehicleStatusChange,
  type ReturnPlace,
  type VehicleStatusChange,
} from '../vehicles/index.js';
import { vehicleKind, type VehicleView } from '../vehicles/index.js';

type Input = z.output<typeof bulkActionSchema>;
type ItemRef = { kind: BulkItemKind; id: number };
type Log = { warn: (object: object, message: string) => void };

/** The places the body names, each checked once as the caller's before anything changes. */
type Places = { unit?: ReturnUnit; parking: ReturnPlace | null };

const keyOf = (item: ItemRef) => `${item.kind}:${item.id}`;

/**
 * Every reference of the body must be the caller's (a superadmin: anyone's), or the whole request
 * is refused as a bad value of that field, as any single write refuses it. The worker is read
 * FOR SHARE, as each item's own check reads them: a move of the worker to another organization
 * waits for this transaction, and the lock is taken before the items' (the single change's order).
 */
const checkReferences = async (tx: Executor, auth: AuthContext, input: Input): Promise<Places> => {
  if (input.assignedUserId) {
    const [worker] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, input.assignedUserId),
          eq(users.role, 'worker'),
          inScope(auth, users.organizationId),
        ),
      )
      .limit(1)
      .for('share');
    if (!worker) throw invalidField('assignedUserId', 'validation.workerInvalid');
  }
  if (input.siteId) await usableSiteInOrganization(tx, auth, input.siteId);
  const unit = input.storageUnitId
    ? await usableStorageUnit(tx, auth, input.storageUnitId)
    : undefined;
  const parking = input.parkingLocationId
    ? await usableParkingLocation(tx, auth, input.parkingLocationId)
    : null;
  return { ...(unit ? { unit } : {}), parking };
};

/** Each action as the single status change of a tool would make it. */
const toolChange = (action: BulkAction, input: Input, places: Places): ToolStatusChange => {
  const notes = input.notes ?? null;
  const handOver = { assignedUserId: input.assignedUserId ?? null, siteId: input.siteId ?? null };
  switch (action) {
    case 'assign':
      return { status: 'pending_confirmation', ...handOver, notes };
    case 'check_out':
      return { status: 'checked_out', ...handOver, notes };
    case 'return':
      return { status: 'available', storageUnit: places.unit, notes };
    case 'maintenance':
      return { status: 'maintenance', notes };
  }
};

/**
 * … and of a vehicle. No odometer is read in a scan session: a move that needs one (out of the
 * yard, back from use) is refused for that vehicle with the single change's own reason.
 */
const vehicleChange = (action: BulkAction, input: Input, places: Places): VehicleStatusChange => {
  const notes = input.notes ?? null;
  switch (action) {
    case 'assign':
      return { status: 'pending_confirmation', assignedUserId: input.assignedUserId, notes };
    case 'check_out':
      return { status: 'in_use', assignedUserId: input.assignedUserId, notes };
    case 'return':
      // No place named: back at no specific place, as a worker's return without one.
      return { status: 'available', parkAt: places.parking, notes };
    case 'maintenance':
      return { status: 'service', notes };
  }
};

/**
 * The requested items of the caller's reach, one query per kind; others' and unknown ids are
 * simply not found. Not locked here: each move's guarded UPDATE checks the status it starts
 * from, as a single change's does (a row locked in the transaction and then updated in a
 * savepoint would cost a MultiXact per item).
 */
const readItems = async (tx: Executor, auth: AuthContext, items: readonly ItemRef[]) => {
  const idsOf = (kind: BulkItemKind) =>
    items.filter((item) => item.kind === kind).map((item) => item.id);
  const toolsRead = await itemsByIds(tx, toolKind, idsOf('tool'), auth);
  const vehiclesRead = await itemsByIds(tx, vehicleKind, idsOf('vehicle'), auth);
  return {
    tools: new Map(toolsRead.map((tool) => [tool.id, tool])),
    vehicles: new Map(vehiclesRead.map((vehicle) => [vehicle.id, vehicle])),
  };
};

/**
 * The order the items are changed in — and so their rows locked: tools, then vehicles, each by
 * id. Two sessions over the same items queue behind each other instead of deadlocking.
 */
const lockOrder = (a: ItemRef, b: ItemRef) =>
  a.kind === b.kind ? a.id - b.id : a.kind === 'tool' ? -1 : 1;

const vehicleName = (vehicle: VehicleView) =>
  `${vehicle.make} ${vehicle.model} · ${vehicle.licensePlate}`;

type Refusal = NonNullable<BulkItemResult['refusal']>;

/**
 * Why an item's change did not happen, as the single change would have answered it: its domain
 * refusal (the i18n key and values), or — when the database refused one of the item's own
 * statements (a constraint, a trigger) — the same generic answer. Anything else (the connection
 * lost, a timeout) is no refusal of this item: the whole request fails and nothing is kept.
 */
const refusalOf = (error: unknown, log: Log | undefined, item: ItemRef): Refusal | undefined => {
  if (error instanceof DomainError) {
    return error.values
      ? { code: error.messageKey, values: error.values }
      : { code: error.messageKey };
  }
  if (!isRowFailure(error)) return undefined;
  log?.warn({ err: error, item }, 'bulk action: the database refused an item');
  return { code: isInvalidInputValue(error) ? 'errors.validation' : 'errors.server' };
};

/**
 * The savepoint each item's change runs in, in the careful pass. One savepoint moves along the
 * items: after an item that was done it is released and set again in one round trip, and an
 * item refused is rolled back to it, which leaves it standing where the next item starts.
 */
const itemSavepoint = (tx: Executor) => {
  let state: 'unset' | 'ready' | 'passed' = 'unset';
  const run = (statement: string) => tx.execute(sql.raw(statement));
  return {
    set: async () => {
      if (state === 'ready') return;
      await run(
        state === 'unset'
          ? 'savepoint bulk_item'
          : 'release savepoint bulk_item; savepoint bulk_item',
      );
      state = 'ready';
    },
    keep: () => {
      state = 'passed';
    },
    undo: async () => {
      await run('rollback to savepoint bulk_item');
      state = 'ready';
    },
  };
};

/** The swift pass met a refusal by the database: only a savepoint per item can tell whose. */
class CarefulPassNeeded extends Error {}

/**
 * How the items' changes are run (docs/decisions/0077-bulk-moves-in-two-passes.md).
 *
 * The swift pass runs them with no savepoint and gathers their log entries and activity rows
 * for one INSERT each: an item's refusal by the rules comes before any of its writes, so it
 * leaves nothing to undo. A refusal by the database (a constraint, a trigger) aborts the whole
 * transaction instead, and the action is run again in the careful pass: each item in a
 * savepoint, rolled back alone, its records written with it. A savepoint per item costs a round
 * trip, and past 64 written subtransactions every other session's snapshot checks slow down.
 */
type Pass = {
  records: MoveRecords;
  /** Runs one item's change: answers its refusal, if refused; other errors are thrown. */
  run: (item: ItemRef, change: () => Promise<void>) => Promise<Refusal | undefined>;
  /** After the last item: what was gathered is written. */
  finish: () => Promise<void>;
};

const swiftPass = (tx: Executor, auth: AuthContext): Pass => {
  const { records, flush } = gatheredRecords(tx, auth);
  return {
    records,
    run: async (item, change) => {
      try {
        await change();
        return undefined;
      } catch (error) {
        if (error instanceof DomainError) return refusalOf(error, undefined, item);
        if (isRowFailure(error)) throw new CarefulPassNeeded();
        throw error;
      }
    },
    finish: async () => {
      try {
        await flush();
      } catch (error) {
        throw isRowFailure(error) ? new CarefulPassNeeded() : error;
      }
    },
  };
};

const carefulPass = (tx: Executor, auth: AuthContext, log: Log | undefined): Pass => {
  const savepoint = itemSavepoint(tx);
  return {
    records: writtenAtOnce(tx, auth),
    run: async (item, change) => {
      await savepoint.set();
      try {
        await change();
        savepoint.keep();
        return undefined;
      } catch (error) {
        const refusal = refusalOf(error, log, item);
        // Not this item's refusal (the connection lost, a timeout): the whole request fails.
        if (!refusal) throw error;
        await savepoint.undo();
        return refusal;
      }
    },
    finish: () => Promise.resolve(),
  };
};

/**
 * The refusal of a move the item's status does not allow: for an item handed to someone (assigned,
 * checked out, in use) that someone is why, and the answer names them (`refusal.holder`).
 */
const ILLEGAL_MOVE = 'errors.illegalStatusChange';

/** One item's change in the pass: done, or refused with its reason (and holder) and nothing kept. */
const actOn = async (
  tx: Executor,
  auth: AuthContext,
  pass: Pass,
  item: ItemRef,
  name: string,
  change: () => Promise<void>,
): Promise<BulkItemResult> => {
  const refusal = await pass.run(item, change);
  if (!refusal) return { ...item, name, outcome: 'done' };
  const holder = refusal.code === ILLEGAL_MOVE ? await itemHolder(tx, auth, item) : undefined;
  return { ...item, name, outcome: 'refused', refusal: holder ? { ...refusal, holder } : refusal };
};

/** The action in one transaction, its items' changes run by the pass `passOf` makes. */
const actInPass = (
  db: Database,
  auth: AuthContext,
  input: Input,
  passOf: (tx: Executor) => Pass,
): Promise<BulkActionResponse> =>
  db.transaction(async (tx) => {
    const places = await checkReferences(tx, auth, input);
    const toolMove = toolChange(input.action, input, places);
    const vehicleMove = vehicleChange(input.action, input, places);
    const unique = [
      ...new Map(input.items.map((item) => [keyOf(item), { kind: item.kind, id: item.id }])),
    ]
      .map(([, item]) => item)
      .sort(lockOrder);
    const found = await readItems(tx, auth, unique);
    const pass = passOf(tx);

    const actOnItem = (item: ItemRef): Promise<BulkItemResult> => {
      const tool = item.kind === 'tool' ? found.tools.get(item.id) : undefined;
      if (tool)
        return actOn(tx, auth, pass, item, tool.name, () =>
          applyToolStatusChange(tx, auth, tool, toolMove, pass.records),
        );
      const vehicle = item.kind === 'vehicle' ? found.vehicles.get(item.id) : undefined;
      if (vehicle)
        return actOn(tx, auth, pass, item, vehicleName(vehicle), () =>
          applyVehicleStatusChange(tx, auth, vehicle, vehicleMove, pass.records),
        );
      // Unknown or another organization's: the same answer, and no name.
      return Promise.resolve({
        ...item,
        outcome: 'refused',
        refusal: { code: notFound().messageKey },
      });
    };

    const outcomes = new Map<string, BulkItemResult>();
    // One after another: the items share the transaction's one connection.
    for (const item of unique) outcomes.set(keyOf(item), await actOnItem(item));
    await pass.finish();
    return { results: input.items.map((item) => outcomes.get(keyOf(item))!) };
  });

/**
 * A scan session's action on many tools and vehicles: one transaction, each item
 * through its single status change (its rules, log entry and activity; live events follow the
 * commit). The answer has one result per requested item in the request's order; an item named
 * twice is changed once and reported the same at each place.
 */
export const performBulkAction = async (
  db: Database,
  auth: AuthContext,
  input: Input,
  log?: Log,
): Promise<BulkActionResponse> => {
  try {
    return await actInPass(db, auth, input, (tx) => swiftPass(tx, auth));
  } catch (error) {
    if (!(error instanceof CarefulPassNeeded)) throw error;
    return actInPass(db, auth, input, (tx) => carefulPass(tx, auth, log));
  }
};
