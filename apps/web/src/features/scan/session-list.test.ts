import { describe, expect, it } from 'vitest';
import { bulkActionSchema } from '@toolyard/shared';
import { bulkBodyOf, formDefaultsOf } from './bulk-body';
import {
  addProblem,
  applyResults,
  clearRows,
  collect,
  collectedItems,
  emptySession,
  recordAct,
  removeRow,
  setTarget,
  type ScanItem,
  type ScanPlace,
  type Session,
} from './session-list';
import { workerStepFor } from './worker-step';

const tool = (id: number, extra: Partial<ScanItem> = {}): ScanItem =>
  ({
    kind: 'tool',
    id,
    organizationId: 1,
    name: `Drill ${id}`,
    status: 'available',
    assignedToCaller: false,
    ...extra,
  }) as ScanItem;

const vehicle = (id: number, extra: Partial<ScanItem> = {}): ScanItem =>
  ({
    kind: 'vehicle',
    id,
    organizationId: 1,
    name: `VW Crafter (B-${id})`,
    status: 'available',
    assignedToCaller: false,
    ...extra,
  }) as ScanItem;

const place = (kind: ScanPlace['kind'], id: number, name: string): ScanPlace => ({
  kind,
  id,
  organizationId: 1,
  name,
});

/** Reads items in order, as the screen does: each read's session is the next one's start. */
const collectAll = (session: Session, ...items: ScanItem[]) =>
  items.reduce((current, item) => collect(current, `CODE-${item.id}`, item).session, session);

describe('a scan session list', () => {
  it('adds each tool and vehicle read, in the order read', () => {
    const session = collectAll(emptySession, tool(1), vehicle(1), tool(2));
    expect(collectedItems(session).map((item) => `${item.kind}:${item.id}`)).toEqual([
      'tool:1',
      'vehicle:1',
      'tool:2',
    ]);
  });

  it('ignores an item read again and says it is a duplicate', () => {
    const once = collectAll(emptySession, tool(1), tool(2));
    const again = collect(once, 'CODE-1', tool(1));
    expect(again.outcome).toBe('duplicate');
    expect(again.session).toBe(once);
    // A tool and a vehicle with the same id are two items.
    expect(collect(once, 'V-1', vehicle(1)).outcome).toBe('added');
  });

  it('keeps a failed read as a row until removed, once per label and problem', () => {
    let session = addProblem(emptySession, 'notFound', 'ZZZZ-ZZZZ');
    session = collectAll(session, tool(1));
    session = addProblem(session, 'notFound', 'ZZZZ-ZZZZ');
    expect(session.rows.map((row) => row.type)).toEqual(['item', 'problem']);
    session = addProblem(session, 'unreadable', 'https://example.com');
    expect(session.rows).toHaveLength(3);
    const problem = session.rows.find((row) => row.type === 'problem')!;
    expect(removeRow(session, problem.key).rows).toHaveLength(2);
  });

  it('takes a label off the problems once it reads fine', () => {
    const failed = addProblem(emptySession, 'notOnPhone', 'CODE-1');
    const read = collect(failed, 'CODE-1', tool(1)).session;
    expect(read.rows.map((row) => row.type)).toEqual(['item']);
  });

  it('makes a storage unit, a parking place and a site the targets, the last read winning', () => {
    let session = setTarget(emptySession, place('storage_unit', 1, 'Shelf A'));
    session = setTarget(session, place('parking_location', 2, 'Bay 3'));
    session = setTarget(session, place('site', 3, 'Harbour'));
    session = setTarget(session, place('storage_unit', 4, 'Yard A'));
    expect(session.targets.storageUnit?.name).toBe('Yard A');
    expect(session.targets.parkingPlace?.name).toBe('Bay 3');
    expect(session.targets.site?.name).toBe('Harbour');
    // Clearing the list keeps where things go.
    expect(clearRows(collectAll(session, tool(1))).targets).toEqual(session.targets);
  });

  it('drops the items done and keeps the refused ones with their reason', () => {
    const session = collectAll(emptySession, tool(1), tool(2), vehicle(3));
    const { session: after, counts } = applyResults(session, [
      { kind: 'tool', id: 1, name: 'Drill 1', outcome: 'done' },
      {
        kind: 'tool',
        id: 2,
        name: 'Drill 2',
        outcome: 'refused',
        refusal: { code: 'errors.illegalStatusChange', values: { to: 'statuses.tool.available' } },
      },
      { kind: 'vehicle', id: 3, name: 'VW', outcome: 'done' },
    ]);
    expect(counts).toEqual({ done: 2, refused: 1 });
    expect(after.rows).toEqual([
      expect.objectContaining({
        type: 'item',
        key: 'tool:2',
        refusal: { code: 'errors.illegalStatusChange', values: { to: 'statuses.tool.available' } },
      }),
    ]);
    // Retried: the refused item goes again, and leaves once done.
    expect(collectedItems(after).map((item) => item.id)).toEqual([2]);
    const retried = applyResults(after, [
      { kind: 'tool', id: 2, name: 'Drill 2', outcome: 'done' },
    ]);
    expect(retried.session.rows).toEqual([]);
  });

  it('sends no problem rows and no worker rows with an action', () => {
    let session = collectAll(emptySession, tool(1));
    session = addProblem(session, 'notFound', 'ZZZZ-ZZZZ');
    session = recordAct(session, 'CODE-9', tool(9), { type: 'confirmed' }, false);
    expect(collectedItems(session).map((item) => item.id)).toEqual([1]);
  });
});

describe("an action's body", () => {
  const targets = {
    storageUnit: place('storage_unit', 7, 'Yard A'),
    parkingPlace: place('parking_location', 8, 'Bay 3'),
  };

  it('returns to the unit and parking place read, with only what a return reads', () => {
    const values = formDefaultsOf(targets);
    const body = bulkBodyOf('return', [tool(1), vehicle(2)], values);
    expect(body).toEqual({
      action: 'return',
      items: [
        { kind: 'tool', id: 1 },
        { kind: 'vehicle', id: 2 },
      ],
      storageUnitId: 7,
      parkingLocationId: 8,
    });
    expect(bulkActionSchema.safeParse(body).success).toBe(true);
  });

  it('needs a storage unit for returned tools, but not for vehicles alone', () => {
    const values = formDefaultsOf({});
    const tools = bulkActionSchema.safeParse(bulkBodyOf('return', [tool(1)], values));
    expect(tools.success).toBe(false);
    expect(tools.error?.issues[0]?.path).toEqual(['storageUnitId']);
    expect(
      bulkActionSchema.safeParse(bulkBodyOf('return', [vehicle(1)], values)).data,
    ).toMatchObject({ parkingLocationId: null });
  });

  it('hands out to the chosen worker at the site read, and needs the worker', () => {
    const values = formDefaultsOf({ site: place('site', 5, 'Harbour') });
    const missing = bulkActionSchema.safeParse(bulkBodyOf('assign', [tool(1)], values));
    expect(missing.error?.issues[0]?.path).toEqual(['assignedUserId']);
    expect(bulkBodyOf('check_out', [tool(1)], { ...values, assignedUserId: '12' })).toMatchObject({
      action: 'check_out',
      assignedUserId: 12,
      siteId: 5,
    });
    expect(bulkBodyOf('maintenance', [tool(1)], values)).toEqual({
      action: 'maintenance',
      items: [{ kind: 'tool', id: 1 }],
    });
  });
});

describe("a worker's read", () => {
  const unit = place('storage_unit', 1, 'Shelf A');
  const bay = place('parking_location', 2, 'Bay 3');

  it('confirms their item waiting for them', () => {
    const pending = tool(1, { assignedToCaller: true, status: 'pending_confirmation' });
    expect(workerStepFor(pending, {})).toEqual({ type: 'confirm' });
  });

  it('returns a tool they hold to the unit read last, and asks for one when none was', () => {
    const held = tool(1, { assignedToCaller: true, status: 'checked_out' });
    expect(workerStepFor(held, {})).toEqual({ type: 'needsPlace' });
    expect(workerStepFor(held, { storageUnit: unit })).toEqual({ type: 'return', place: unit });
  });

  it('returns a vehicle they hold to the parking place read, or to no specific place', () => {
    const held = vehicle(1, { assignedToCaller: true, status: 'in_use' });
    expect(workerStepFor(held, { parkingPlace: bay })).toEqual({ type: 'return', place: bay });
    expect(workerStepFor(held, { storageUnit: unit })).toEqual({ type: 'return' });
  });

  it('refuses what is not theirs', () => {
    const others = tool(1, { assignedToCaller: false, status: undefined });
    expect(workerStepFor(others, { storageUnit: unit })).toEqual({ type: 'notYours' });
  });
});
