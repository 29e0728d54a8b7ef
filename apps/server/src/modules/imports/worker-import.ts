import { and, eq, or, sql } from 'drizzle-orm';
import { anyOf } from '../../data/any-of.js';
import { workerInviteSchema } from '@toolyard/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { queueInvitations } from '../users/index.js';
import { insertWorkers } from '../users/index.js';
import {
  assertUsernameAnswersLeft,
  countUsernameAnswers,
  usernameAnswerKeysOf,
} from '../users/index.js';
import { markDuplicates } from './duplicates.js';
import {
  ImportStopped,
  type ImportKindHandler,
  type MappedRow,
  type PlannedRow,
} from './import-kind.js';
import { planRows } from './plan-rows.js';
import { controlCharacterErrors, schemaErrors } from './row-errors.js';

type WorkerInput = z.output<typeof workerInviteSchema>;

const lower = (text: string) => text.toLowerCase();

/**
 * The organization's own accounts that hold the file's usernames or e-mail addresses — never
 * another organization's (decision 0059): a preview must not tell which usernames exist
 * elsewhere. One of its own, by username, is the same worker (skipped); an address another of
 * its members has is taken.
 */
const ownAccounts = async (db: Executor, organizationId: number, inputs: WorkerInput[]) => {
  const usernames = [...new Set(inputs.map((input) => lower(input.username)))];
  const emails = [...new Set(inputs.map((input) => lower(input.email)))];
  if (usernames.length === 0) return [];
  return db
    .select({
      username: sql<string>`lower(${users.username})`,
      email: sql<string>`lower(${users.email})`,
    })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        or(
          anyOf(sql`lower(${users.username})`, usernames, 'text'),
          anyOf(sql`lower(${users.email})`, emails, 'text'),
        ),
      ),
    );
};

const planRow = (row: MappedRow): PlannedRow<WorkerInput> => {
  const v = row.values;
  const errors = controlCharacterErrors(v);
  const parsed = workerInviteSchema.safeParse({
    username: v.username ?? '',
    email: v.email ?? '',
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
  });
  if (!parsed.success) errors.push(...schemaErrors(parsed.error));
  const outcome = { line: row.line, label: v.username ?? '', duplicateOfLine: null };
  if (errors.length > 0 || !parsed.success) return { ...outcome, action: 'invalid', errors };
  return { ...outcome, action: 'create', errors: [], input: parsed.data };
};

/** A row whose e-mail address another member has (or an earlier row takes) is refused. */
const refuseTakenEmails = (
  planned: PlannedRow<WorkerInput>[],
  accounts: Awaited<ReturnType<typeof ownAccounts>>,
) => {
  const ownUsernames = new Set(accounts.map((a) => a.username));
  const takenEmails = new Map(accounts.map((a) => [a.email, a.username]));
  for (const row of planned) {
    const input = row.input;
    if (!input) continue;
    const username = lower(input.username);
    const email = lower(input.email);
    // The organization's own worker: a duplicate, skipped by markDuplicates.
    if (ownUsernames.has(username)) continue;
    if (takenEmails.has(email) && takenEmails.get(email) !== username) {
      row.action = 'invalid';
      row.errors = [{ field: 'email', message: 'errors.emailTaken' }];
      delete row.input;
      continue;
    }
    // Taken by this row for the rows after it: a second row with its e-mail address is refused.
    takenEmails.set(email, username);
  }
  return ownUsernames;
};

/**
 * Workers: one account per username (case aside) across the platform, one e-mail address per
 * member of the organization. Each created worker is invited by e-mail to set a password
 * (decision 0059). A username another organization holds shows only at the run, as a row not
 * created; those answers are counted like the forms' "not available" (users/uniqueness.ts),
 * and a run out of them stops.
 */
export const workerImport: ImportKindHandler<WorkerInput> = {
  plan: async (db, organizationId, rows) => {
    const planned = await planRows(rows, planRow);
    const inputs = planned.flatMap((row) => (row.input ? [row.input] : []));
    const own = refuseTakenEmails(planned, await ownAccounts(db, organizationId, inputs));
    markDuplicates(
      planned,
      (input) => ({ key: lower(input.username), unique: true }),
      new Map([...own].map((username) => [username, 1])),
    );
    return planned;
  },
  beforeRun: (db, auth, run) => assertUsernameAnswersLeft(db, usernameAnswerKeysOf(auth, run.ip)),
  writeBatch: async (tx, auth, organizationId, inputs, run) => {
    const { created, invitations } = await insertWorkers(tx, auth, organizationId, inputs);
    // In the accounts' transaction: each invitation exists exactly when its account does.
    const queued = await queueInvitations(tx, auth, invitations, run);
    const unavailable = inputs.length - created;
    return {
      created,
      queuedMail: queued > 0,
      // After the commit: the answers stay counted, and the batch's accounts stand, when a run
      // out of answers stops here.
      afterCommit: async (db, auth, run) => {
        if (unavailable === 0) return;
        const refusal = await countUsernameAnswers(
          db,
          usernameAnswerKeysOf(auth, run.ip),
          unavailable,
        );
        if (refusal) throw new ImportStopped();
      },
    };
  },
};
