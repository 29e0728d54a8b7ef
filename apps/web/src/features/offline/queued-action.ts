import { IDEMPOTENCY_KEY_TTL_HOURS } from '@toolyard/shared';
import { ApiError } from '@/lib/api-client';
import type { ChangeKind } from '@/lib/affected-reads';
import { errorDetails } from '@/lib/api-error';

/**
 * The writes a worker may make without signal (decision 0034) and the rules for what
 * happens to each when it is sent: pure, so they are tested without a browser.
 */

export type ActionKind =
  'confirmTool' | 'confirmVehicle' | 'returnTool' | 'returnVehicle' | 'createReport';

/** What the thing acted on is called, for the worker's screens and messages. */
type ActionSubject = {
  /** The tool's or vehicle's id (null for a new report). */
  id: number | null;
  /** The tool's name, the vehicle's make and model, the report's title. */
  name: string;
};

/** A write as a screen hands it over: what to send and what it is about. */
export type ActionDraft = {
  kind: ActionKind;
  path: string;
  body?: unknown;
  subject: ActionSubject;
};

/** A write kept on the device until it is sent: the same key goes with every attempt. */
export type QueuedAction = {
  id: string;
  createdAt: number;
  kind: ActionKind;
  request: { method: 'POST'; path: string; body?: unknown };
  idempotencyKey: string;
  subject: ActionSubject;
};

/**
 * Why a queued write was given up: the item is no longer the worker's, someone changed it
 * meanwhile, the server refused it for another reason (its own words in `detail`), or it waited
 * longer than the server remembers keys.
 */
export type NotSentReason = 'notAssigned' | 'changed' | 'refused' | 'tooOld';

/** A write that will not be sent, kept to tell the worker (and, for a report, its text). */
export type NotSentAction = {
  id: string;
  kind: ActionKind;
  subject: ActionSubject;
  reason: NotSentReason;
  /** The server's message (already in the worker's language) for a `refused` write. */
  detail: string | null;
  /** A report's body: what was typed is kept so it can be written again. */
  body?: unknown;
  at: number;
};

/** What became of one attempt to send the queue's first write. */
export type SendOutcome =
  | { type: 'sent' }
  /** Not now: the run stops and the same write is tried again later (after `afterMs`, if known). */
  | { type: 'later'; afterMs: number | null }
  | { type: 'notSent'; reason: NotSentReason; detail: string | null };

const CHANGE_KINDS = {
  confirmTool: 'tool',
  returnTool: 'tool',
  confirmVehicle: 'vehicle',
  returnVehicle: 'vehicle',
  createReport: 'report',
} as const satisfies Record<ActionKind, ChangeKind>;

/** The kind of change a write makes, for what it refreshes (lib/affected-reads.ts). */
export const changeKindOf = (kind: ActionKind): ChangeKind => CHANGE_KINDS[kind];

const isItemMove = (kind: ActionKind) => kind !== 'createReport';

/** The request never got an answer: no signal, or the connection dropped before the answer. */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/**
 * Sorts a failed attempt: a lost connection, a server that is busy or broken, a first attempt
 * with this key still running (409 with Retry-After) and an ended session are tried again
 * later; any other refusal (4xx) is the request's final answer and is not sent again.
 */
export const outcomeOf = (kind: ActionKind, error: unknown): SendOutcome => {
  if (!(error instanceof ApiError)) return { type: 'later', afterMs: null };
  if (error.retryAfter !== null) return { type: 'later', afterMs: error.retryAfter * 1000 };
  // 401: the session ended; the write waits for this worker's next sign-in. 408: a timeout.
  if (error.status >= 500 || error.status === 401 || error.status === 408)
    return { type: 'later', afterMs: null };
  // For a confirm or a return, 404 is the server's "not yours" (it no longer is) and 409 its
  // "no longer waiting for you" (confirmed, returned or moved on by someone else meanwhile).
  if (isItemMove(kind) && error.status === 404)
    return { type: 'notSent', reason: 'notAssigned', detail: null };
  if (isItemMove(kind) && error.status === 409)
    return { type: 'notSent', reason: 'changed', detail: null };
  return { type: 'notSent', reason: 'refused', detail: errorDetails(error).message };
};

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

/**
 * Whether a write waited longer than the server keeps its key (24 h): sent now, a copy that
 * reached the server before could be applied a second time, so it is given up instead.
 */
export const isTooOld = (action: Pick<QueuedAction, 'createdAt'>, now: number) =>
  now - action.createdAt > TTL_MS;

// A lost connection is tried again sooner at first, then less often.
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/** How long to wait before the next attempt after `failures` failed ones in a row (1 or more). */
export const retryDelay = (failures: number) =>
  RETRY_DELAYS_MS[Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length) - 1]!;

/** The record of a write that will not be sent; a report keeps what was typed. */
export const notSentRecord = (
  action: QueuedAction,
  reason: NotSentReason,
  detail: string | null,
  now: number,
): NotSentAction => ({
  id: action.id,
  kind: action.kind,
  subject: action.subject,
  reason,
  detail,
  ...(action.kind === 'createReport' ? { body: action.request.body } : {}),
  at: now,
});

/** A fresh idempotency key: a UUID, also where `crypto.randomUUID` is missing (plain http). */
export const newKey = () => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** A draft made a queued write: its own id and idempotency key, and when it was made. */
export const queuedActionOf = (draft: ActionDraft, now: number): QueuedAction => ({
  id: newKey(),
  createdAt: now,
  kind: draft.kind,
  request: {
    method: 'POST',
    path: draft.path,
    ...(draft.body === undefined ? {} : { body: draft.body }),
  },
  idempotencyKey: newKey(),
  subject: draft.subject,
});
