import { inArray, sql } from 'drizzle-orm';
import { workerCreateFormSchema } from '@toolyard/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { insertWorkers } from '../users/create-user.js';
import { markDuplicates } from './duplicates.js';
import type { ImportKindHandler, MappedRow, PlannedRow } from './import-kind.js';
import { planRows } from './plan-rows.js';
import { controlCharacterErrors, schemaErrors } from './row-errors.js';

type WorkerInput = z.output<typeof workerCreateFormSchema>;

const lower = (text: string) => text.toLowerCase();

/**
 * The accounts that hold the file's usernames or e-mail addresses, anywhere: both are unique
 * across the platform (case aside). One of the organization's own, by username, is the same
 * worker (skipped); any other is taken (the form's "already taken").
 */
const existingAccounts = async (db: Executor, inputs: WorkerInput[]) => {
  const usernames = [...new Set(inputs.map((input) => lower(input.username)))];
  const emails = [...new Set(inputs.map((input) => lower(input.email)))];
  if (usernames.length === 0) return [];
  return db
    .select({
      username: sql<string>`lower(${users.username})`,
      email: sql<string>`lower(${users.email})`,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(
      sql`${inArray(sql`lower(${users.username})`, usernames)} or ${inArray(sql`lower(${users.email})`, emails)}`,
    );
};

const planRow = (row: MappedRow): PlannedRow<WorkerInput> => {
  const v = row.values;
  const errors = controlCharacterErrors(v);
  const parsed = workerCreateFormSchema.safeParse({
    username: v.username ?? '',
    email: v.email ?? '',
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    password: v.password ?? '',
  });
  if (!parsed.success) errors.push(...schemaErrors(parsed.error));
  // The label is the username: a preview never shows a password.
  const outcome = { line: row.line, label: v.username ?? '', duplicateOfLine: null };
  if (errors.length > 0 || !parsed.success) return { ...outcome, action: 'invalid', errors };
  return { ...outcome, action: 'create', errors: [], input: parsed.data };
};

/** A row whose username or e-mail address another account has (or an earlier row takes) is refused. */
const refuseTaken = (
  planned: PlannedRow<WorkerInput>[],
  accounts: Awaited<ReturnType<typeof existingAccounts>>,
  organizationId: number,
) => {
  const ownUsernames = new Set(
    accounts.filter((a) => a.organizationId === organizationId).map((a) => a.username),
  );
  const takenUsernames = new Set(accounts.map((a) => a.username));
  const takenEmails = new Map(accounts.map((a) => [a.email, a.username]));
  for (const row of planned) {
    const input = row.input;
    if (!input) continue;
    const username = lower(input.username);
    const email = lower(input.email);
    // The organization's own worker: a duplicate, skipped by markDuplicates.
    if (ownUsernames.has(username)) continue;
    const errors = [];
    if (takenUsernames.has(username))
      errors.push({ field: 'username', message: 'errors.usernameTaken' });
    if (takenEmails.has(email) && takenEmails.get(email) !== username)
      errors.push({ field: 'email', message: 'errors.emailTaken' });
    if (errors.length > 0) {
      row.action = 'invalid';
      row.errors = errors;
      delete row.input;
      continue;
    }
    // Taken by this row for the rows after it: a second row with its e-mail address is refused.
    takenEmails.set(email, username);
  }
  return ownUsernames;
};

/** Workers: one account per username (case aside) across the platform, the e-mail address too. */
export const workerImport: ImportKindHandler<WorkerInput> = {
  plan: async (db, organizationId, rows) => {
    const planned = await planRows(rows, planRow);
    const inputs = planned.flatMap((row) => (row.input ? [row.input] : []));
    const own = refuseTaken(planned, await existingAccounts(db, inputs), organizationId);
    markDuplicates(
      planned,
      (input) => ({ key: lower(input.username), unique: true }),
      new Map([...own].map((username) => [username, 1])),
    );
    return planned;
  },
  writeBatch: (tx, auth, organizationId, inputs) => insertWorkers(tx, auth, organizationId, inputs),
};
