import type { ImportRowOutcome, Language } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import type { Mailer } from '../notifications/mailer.js';
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

/** What a run knows of the request that started it, for what a kind does after a batch. */
export type RunContext = {
  ip: string;
  origin: string;
  language: Language;
  mailer: Mailer | null;
  log: (error: unknown, message: string) => void;
};

/**
 * A batch as written, when not every row of it was (a worker whose username turned out taken
 * elsewhere): `created` of the batch's rows are; `afterCommit` runs once its transaction has
 * committed (mails go out then, never inside it) and may throw ImportStopped to end the run.
 */
export type WrittenBatch = {
  created: number;
  afterCommit?: (db: Database, auth: AuthContext, run: RunContext) => Promise<void>;
};

/** Ends a run as failed without logging an error: the batches before stay. */
export class ImportStopped extends Error {}
