import type { ImportRowOutcome, Language } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';

/** One staged row with its cells by field, as the mapping reads them (absent: not mapped). */
export type MappedRow = { line: number; values: Record<string, string> };

/**
 * What an import plans for a row: `input` (what the create path takes) for a valid new row,
 * `update` (what the kind's edit path takes) for a row that changes an existing item, `itemId`
 * the item a row names (decision 0060). A kind that never updates leaves out `notes` and
 * `changes` (none).
 */
export type PlannedRow<Input, Update = never> = Omit<ImportRowOutcome, 'notes' | 'changes'> &
  Partial<Pick<ImportRowOutcome, 'notes' | 'changes'>> & {
    input?: Input;
    update?: Update;
    itemId?: number;
  };

/**
 * What an import needs of a kind (tools, vehicles, …): how to judge a whole file's rows within
 * the organization — the create form's schema, references by name, duplicates, the existing
 * item a row names (decision 0060) — and how to write a batch of valid rows through the kind's
 * own create and edit paths (one statement per table for the batch: an import of 10,000 rows is
 * a few dozen statements, not 50,000).
 */
export type ImportKindHandler<Input, Update = never> = {
  plan: (
    db: Executor,
    organizationId: number,
    rows: MappedRow[],
  ) => Promise<PlannedRow<Input, Update>[]>;
  writeBatch: (
    tx: Executor,
    auth: AuthContext,
    organizationId: number,
    inputs: readonly Input[],
    run: RunContext,
  ) => Promise<WrittenBatch | void>;
  /** Writes a batch's updates through the kind's edit path; answers how many items changed. */
  writeUpdates?: (
    tx: Executor,
    auth: AuthContext,
    organizationId: number,
    updates: readonly Update[],
  ) => Promise<number>;
  /** Before a run starts, with the caller's request: may refuse it (an error answer). */
  beforeRun?: (db: Database, auth: AuthContext, run: RunContext) => Promise<void>;
};

/**
 * What a run knows of the request that started it, for what a kind writes with a batch and does
 * after it. Of the mail outbox (decision 0074): whether mail goes to a mail server, and the nudge
 * that sends what a committed batch queued.
 */
export type RunContext = {
  ip: string;
  origin: string;
  language: Language;
  smtp: boolean;
  nudge: () => void;
};

/**
 * A batch as written, when a kind has more to say than that every row was: `created` of the
 * batch's rows are (a worker whose username turned out taken elsewhere is not); `queuedMail`
 * when the batch's transaction put mail in the outbox (the run nudges it after the commit);
 * `afterCommit` runs once that transaction has committed and may throw ImportStopped to end the
 * run.
 */
export type WrittenBatch = {
  created: number;
  queuedMail?: boolean;
  afterCommit?: (db: Database, auth: AuthContext, run: RunContext) => Promise<void>;
};

/** Ends a run as failed without logging an error: the batches before stay. */
export class ImportStopped extends Error {}
