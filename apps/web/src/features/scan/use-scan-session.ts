import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkItemResult } from '@toolyard/shared';
import { errorDetails } from '@/lib/api-error';
import { useSession } from '@/lib/session-context';
import { playErrorFeedback } from './feedback';
import type { ScanRead } from './scan-read';
import {
  addProblem,
  applyResults,
  clearRows,
  clearTarget,
  collect,
  emptySession,
  isScanItem,
  recordAct,
  removeRow,
  rowOfItem,
  setTarget,
  type Problem,
  type ProblemDetails,
  type RefusedItem,
  type ResultCounts,
  type ScanItem,
  type ScanPlace,
  type Session,
  type TargetName,
} from './session-list';
import { useLabelLookup, type Lookup } from './use-label-lookup';
import { useWorkerActs } from './use-worker-acts';
import { workerStepFor } from './worker-step';

/** The line that says what the last read did; `id` makes a repeat of the same text new. */
export type Announcement = { id: number; text: string; tone: 'success' | 'error' };

/** What the last action on the list answered: shown until closed, whatever is read meanwhile. */
export type ActionResults = { id: number; counts: ResultCounts; refused: RefusedItem[] };

const PROBLEM_OF_LOOKUP = {
  notFound: 'notFound',
  notOnPhone: 'notOnPhone',
  failed: 'lookupFailed',
} as const satisfies Record<Exclude<Lookup['type'], 'found'>, Problem>;

/**
 * A scan session's state and what each read does to it. Reads are handled one after
 * another in the order they came, each after the lookup of the one before, so a storage unit read
 * just before a tool is its target and a label read twice in quick succession is seen as a
 * duplicate. An admin collects; a worker acts on each of their items at once.
 */
export const useScanSession = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const lookup = useLabelLookup();
  const actAsWorker = useWorkerActs();
  const [session, setSession] = useState<Session>(emptySession);
  const current = useRef<Session>(emptySession);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [results, setResults] = useState<ActionResults | null>(null);
  const announced = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const isWorker = user?.role === 'worker';

  const update = useCallback((change: (session: Session) => Session) => {
    current.current = change(current.current);
    setSession(current.current);
  }, []);

  const announce = useCallback((text: string, tone: Announcement['tone'] = 'success') => {
    announced.current += 1;
    setAnnouncement({ id: announced.current, text, tone });
  }, []);

  /** A failed read: a row that stays, the error sound and buzz, and the line says it. */
  const fail = useCallback(
    (problem: Problem, text: string, details: ProblemDetails = {}) => {
      update((session) => addProblem(session, problem, text, details));
      playErrorFeedback();
      const what = details.name ?? text;
      announce(
        t('scanSession.announce.problem', { what, problem: t(`scanSession.problems.${problem}`) }),
        'error',
      );
    },
    [announce, t, update],
  );

  const onPlace = useCallback(
    (place: ScanPlace) => {
      // A worker hands nothing out: a site's label has nothing to do here.
      if (isWorker && place.kind === 'site')
        return announce(t('scanSession.announce.siteNotUsed', { name: place.name }));
      update((session) => setTarget(session, place));
      announce(t(`scanSession.targets.${place.kind}`, { name: place.name }));
    },
    [announce, isWorker, t, update],
  );

  const onWorkerItem = useCallback(
    async (code: string, item: ScanItem) => {
      if (rowOfItem(current.current, item))
        return announce(t('scanSession.announce.duplicate', { name: item.name }));
      const step = workerStepFor(item, current.current.targets);
      if (step.type === 'notYours' || step.type === 'needsPlace')
        return fail(step.type, code, { name: item.name });
      try {
        const delivery = await actAsWorker(item, step);
        if (!delivery) return fail('notYours', code, { name: item.name });
        const act =
          step.type === 'confirm'
            ? ({ type: 'confirmed' } as const)
            : { type: 'returned' as const, ...(step.place ? { place: step.place.name } : {}) };
        update((session) => recordAct(session, code, item, act, delivery.queued));
        const said =
          act.type === 'confirmed'
            ? t('scanSession.announce.confirmed', { name: item.name })
            : act.place
              ? t('scanSession.announce.returned', { name: item.name, place: act.place })
              : t('scanSession.announce.returnedNoPlace', { name: item.name });
        announce(delivery.queued ? `${said} ${t('scanSession.announce.queued')}` : said);
      } catch (error) {
        const detail = errorDetails(error).message;
        fail('refused', code, { name: item.name, ...(detail ? { detail } : {}) });
      }
    },
    [actAsWorker, announce, fail, t, update],
  );

  const handle = useCallback(
    async (read: ScanRead) => {
      if ('unreadable' in read) return fail('unreadable', read.unreadable);
      const found = await lookup(read.code);
      if (found.type !== 'found') return fail(PROBLEM_OF_LOOKUP[found.type], read.code);
      const { resolution } = found;
      if (!isScanItem(resolution)) return onPlace(resolution);
      if (isWorker) return onWorkerItem(read.code, resolution);
      const collected = collect(current.current, read.code, resolution);
      update(() => collected.session);
      announce(
        t(
          collected.outcome === 'added'
            ? 'scanSession.announce.added'
            : 'scanSession.announce.duplicate',
          { name: resolution.name },
        ),
      );
    },
    [announce, fail, isWorker, lookup, onPlace, onWorkerItem, t, update],
  );

  const onRead = useCallback(
    (read: ScanRead) => {
      queue.current = queue.current.then(() => handle(read)).catch(() => undefined);
    },
    [handle],
  );

  /**
   * What an action on the list answered: done items leave it, refused ones stay with why, and the
   * summary ("3 done, 1 refused") stays on screen until closed — the next read's line must not
   * take it away before it was read. It speaks for itself, so the read line goes quiet.
   */
  const onResults = useCallback(
    (answer: readonly BulkItemResult[]) => {
      const applied = applyResults(current.current, answer);
      update(() => applied.session);
      if (applied.counts.refused > 0) playErrorFeedback();
      announced.current += 1;
      setAnnouncement(null);
      setResults({ id: announced.current, counts: applied.counts, refused: applied.refused });
    },
    [update],
  );

  return {
    session,
    announcement,
    results,
    closeResults: () => setResults(null),
    isWorker,
    onRead,
    onResults,
    remove: (key: string) => update((session) => removeRow(session, key)),
    clear: () => update(clearRows),
    forgetTarget: (name: TargetName) => update((session) => clearTarget(session, name)),
  };
};
