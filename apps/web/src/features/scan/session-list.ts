import type { BulkItemResult, LabelResolution } from '@toolyard/shared';

/*
 * A scan session's list ("collect several", decision 0039), as pure functions of its state: the
 * items collected one read after another, the places read for where they go, the reads that failed,
 * and what an action on all of them answered. The screen keeps one `Session` and replaces it with
 * what these return.
 */

/** A tool or vehicle read: what a session acts on. */
export type ScanItem = Extract<LabelResolution, { kind: 'tool' | 'vehicle' }>;
/** A storage unit, parking place or site read: where the items go. */
export type ScanPlace = Exclude<LabelResolution, ScanItem>;

export type Refusal = NonNullable<BulkItemResult['refusal']>;

/**
 * Why a read stays on the list as a problem: not one of our labels, unknown here (or another
 * organization's: the same), offline and not kept on this phone, the lookup failed, not the
 * worker's, a tool returned before any storage unit was read, or the worker's action refused.
 */
export type Problem =
  'unreadable' | 'notFound' | 'notOnPhone' | 'lookupFailed' | 'notYours' | 'needsPlace' | 'refused';

/** What a worker's read did: confirmed, or returned (to the place read before, if any). */
export type WorkerAct = { type: 'confirmed' } | { type: 'returned'; place?: string };

export type SessionRow =
  | { type: 'item'; key: string; item: ScanItem; refusal?: Refusal }
  | { type: 'acted'; key: string; item: ScanItem; act: WorkerAct; queued: boolean }
  | ({ type: 'problem'; key: string; problem: Problem; text: string } & ProblemDetails);

/** What else a problem row says: the item's name when known, the server's message when refused. */
export type ProblemDetails = { name?: string; detail?: string };

/** Where the collected items go: tools back to a unit, vehicles to a place, hand-outs to a site. */
export type Targets = {
  storageUnit?: ScanPlace;
  parkingPlace?: ScanPlace;
  site?: ScanPlace;
};
export type TargetName = keyof Targets;

export type Session = { rows: readonly SessionRow[]; targets: Targets };

export const emptySession: Session = { rows: [], targets: {} };

export const itemKey = (item: Pick<ScanItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

const problemKey = (problem: Problem, text: string) => `problem:${problem}:${text}`;

export const isScanItem = (resolution: LabelResolution): resolution is ScanItem =>
  resolution.kind === 'tool' || resolution.kind === 'vehicle';

const TARGET_OF = {
  storage_unit: 'storageUnit',
  parking_location: 'parkingPlace',
  site: 'site',
} as const satisfies Record<ScanPlace['kind'], TargetName>;

export const targetNameOf = (place: ScanPlace): TargetName => TARGET_OF[place.kind];

/** A place read: it becomes the target of its kind, in place of the one read before. */
export const setTarget = (session: Session, place: ScanPlace): Session => ({
  ...session,
  targets: { ...session.targets, [targetNameOf(place)]: place },
});

export const clearTarget = (session: Session, name: TargetName): Session => {
  const targets = { ...session.targets };
  delete targets[name];
  return { ...session, targets };
};

/** The row of this tool or vehicle, if the session has one (collected, or acted on). */
export const rowOfItem = (session: Session, item: Pick<ScanItem, 'kind' | 'id'>) =>
  session.rows.find((row) => row.type !== 'problem' && row.key === itemKey(item));

/** A label read again after it failed is read now: its problem rows go. */
const withoutProblemsOf = (rows: readonly SessionRow[], text: string) =>
  rows.filter((row) => row.type !== 'problem' || row.text !== text);

export type CollectOutcome = 'added' | 'duplicate';

/**
 * An item read (code `text`): added at the end of the list, or — when it is there already —
 * ignored, and said so. A problem the same label had before is taken off.
 */
export const collect = (
  session: Session,
  text: string,
  item: ScanItem,
): { session: Session; outcome: CollectOutcome } => {
  if (rowOfItem(session, item)) return { session, outcome: 'duplicate' };
  const row: SessionRow = { type: 'item', key: itemKey(item), item };
  return {
    session: { ...session, rows: [...withoutProblemsOf(session.rows, text), row] },
    outcome: 'added',
  };
};

/** A worker's read that confirmed or returned the item (sent, or waiting on the phone). */
export const recordAct = (
  session: Session,
  text: string,
  item: ScanItem,
  act: WorkerAct,
  queued: boolean,
): Session => ({
  ...session,
  rows: [
    ...withoutProblemsOf(session.rows, text),
    { type: 'acted', key: itemKey(item), item, act, queued },
  ],
});

/**
 * A read that failed stays on the list, loud, until removed. The same failure of the same label
 * again is not listed twice: its row moves to the end, where the eye is.
 */
export const addProblem = (
  session: Session,
  problem: Problem,
  text: string,
  details: ProblemDetails = {},
): Session => {
  const key = problemKey(problem, text);
  const row: SessionRow = { type: 'problem', key, problem, text, ...details };
  return { ...session, rows: [...session.rows.filter((other) => other.key !== key), row] };
};

export const removeRow = (session: Session, key: string): Session => ({
  ...session,
  rows: session.rows.filter((row) => row.key !== key),
});

/** "Clear list": every row goes; the places read stay (they are shown, and cleared, apart). */
export const clearRows = (session: Session): Session => ({ ...session, rows: [] });

/** The collected tools and vehicles, in the order they were read: what an action is sent for. */
export const collectedItems = (session: Session): ScanItem[] =>
  session.rows.flatMap((row) => (row.type === 'item' ? [row.item] : []));

export type ResultCounts = { done: number; refused: number };

/** An item the last action refused, as its summary lists it. */
export type RefusedItem = { key: string; name: string; refusal: Refusal };

/**
 * What an action on the list answered, per item: those done leave the list, those refused stay
 * with the reason (to be retried once it is dealt with). Rows the answer does not name stay as
 * they were.
 */
export const applyResults = (
  session: Session,
  results: readonly BulkItemResult[],
): { session: Session; counts: ResultCounts; refused: RefusedItem[] } => {
  const byKey = new Map(results.map((result) => [itemKey(result), result]));
  const counts: ResultCounts = { done: 0, refused: 0 };
  const refused: RefusedItem[] = [];
  const rows = session.rows.flatMap((row): SessionRow[] => {
    const result = row.type === 'item' ? byKey.get(row.key) : undefined;
    if (row.type !== 'item' || !result) return [row];
    if (result.outcome === 'done') {
      counts.done += 1;
      return [];
    }
    counts.refused += 1;
    const refusal = result.refusal ?? { code: 'errors.generic' };
    refused.push({ key: row.key, name: row.item.name, refusal });
    return [{ ...row, refusal }];
  });
  return { session: { ...session, rows }, counts, refused };
};
