import type { ImportRowOutcome } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';

/** One staged row with its cells by field, as the mapping reads them (absent: not mapped). */
export type MappedRow = { line: number; values: Record<string, string> };

/** What an import plans for a row; `input` (what the create path takes) is there when it is valid. */
export type PlannedRow<Input> = ImportRowOutcome & { input?: Input };

/**
 * What an import needs of a kind (tools, vehicles, …): how to judge a whole file's rows within
 * the organization — the create form's schema, references by name, duplicates — and how to
 * write a batch of valid rows through the kind's own create path (one statement per table for the
 * batch: an import of 10,000 rows is a few dozen statements, not 50,000).
 */
export type ImportKindHandler<Input> = {
  plan: (db: Executor, organizationId: number, rows: MappedRow[]) => Promise<PlannedRow<Input>[]>;
  writeBatch: (
    tx: Executor,
    auth: AuthContext,
    organizationId: number,
    inputs: readonly Input[],
  ) => Promise<unknown>;
};
