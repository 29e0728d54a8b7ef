import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@toolyard/shared';
import type { Executor } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { isForeignKeyViolation } from '../db/database-errors.js';
import { GONE_AFTER_SECONDS } from './process-presence.js';
import { unauthorized } from '../lib/domain-errors.js';

/*
 * The rows behind `Idempotency-Key` (decision 0031). Each call is one statement on its own,
 * outside any transaction: the claim commits before the handler opens its transaction, and the
 * answer is kept after that transaction committed — never a second connection inside one.
 */

/**
 * A claim nobody completed or gave back for this long was left by a process that lost the
 * database while it ran (or by one from before claims named their process): a repeat may then
 * take it over and run. No request lasts nearly this long (each statement is cut off after 15 s).
 * A claim whose process is gone — not seen for `GONE_AFTER_SECONDS` (cluster/process-presence.ts,
 * decision 0069) — is free at once: a phone's queue sending its confirm again after a server was
 * killed under it gets its answer within half a minute, not five.
 */
const ABANDONED_CLAIM_MINUTES = 5;

const KEPT = sql.raw(`interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`);
const ABANDONED = sql.raw(`interval '${ABANDONED_CLAIM_MINUTES} minutes'`);
const GONE = sql.raw(`interval '${GONE_AFTER_SECONDS} seconds'`);

/** Who claims: the caller, and the server process that runs the request. */
export type Claimant = { userId: number; processId: string };

/** The request that runs under a key; `claimedAt` tells its claim from a later one. */
export type IdempotencyClaim = { userId: number; key: string; claimedAt: string };

/** A kept answer: its status and its JSON as sent (null: no body). */
export type KeptAnswer = { statusCode: number; body: string | null };

export type ClaimOutcome =
  | { kind: 'claimed'; claim: IdempotencyClaim }
  | { kind: 'answered'; answer: KeptAnswer }
  | { kind: 'running' }
  | { kind: 'otherRequest' };

/**
 * Insert first: the primary key (user, key) lets exactly one of any number of concurrent
 * requests claim a key. A row older than the keeping time is forgotten and claimed afresh, as is
 * an abandoned claim of the same request (its process gone, or the claim long unfinished).
 * Answers undefined when the key is someone's already.
 */
const insertClaim = async (
  db: Executor,
  { userId, processId }: Claimant,
  key: string,
  fingerprint: string,
): Promise<IdempotencyClaim | undefined> => {
  try {
    const result = await db.execute<{ claimed_at: string }>(sql`
      insert into idempotency_keys as kept (user_id, key, fingerprint, process_id)
      values (${userId}, ${key}, ${fingerprint}, ${processId})
      on conflict (user_id, key) do update
        set fingerprint = excluded.fingerprint, status_code = null, body = null, created_at = now(),
          process_id = excluded.process_id
        where kept.created_at < now() - ${KEPT}
          or (kept.status_code is null
            and kept.fingerprint = excluded.fingerprint
            and (kept.created_at < now() - ${ABANDONED}
              or (kept.process_id is not null and not exists (
                select from server_processes as alive
                where alive.id = kept.process_id and alive.seen_at > now() - ${GONE}))))
      returning kept.created_at::text as claimed_at`);
    const claimedAt = result.rows[0]?.claimed_at;
    return claimedAt === undefined ? undefined : { userId, key, claimedAt };
  } catch (error) {
    // The caller's account was deleted a moment after the guard let the request in.
    if (isForeignKeyViolation(error)) throw unauthorized();
    throw error;
  }
};

/**
 * Claims `key` for this request, or tells what the key holds: the first answer (same request),
 * a request still running (same request), or another request.
 */
export const claimIdempotencyKey = async (
  db: Executor,
  claimant: Claimant,
  key: string,
  fingerprint: string,
): Promise<ClaimOutcome> => {
  const { userId } = claimant;
  // A claim given back between our insert and our read leaves nothing to read: try again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claim = await insertClaim(db, claimant, key, fingerprint);
    if (claim) return { kind: 'claimed', claim };
    const [kept] = await db
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        statusCode: idempotencyKeys.statusCode,
        body: idempotencyKeys.body,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!kept) continue;
    if (kept.fingerprint !== fingerprint) return { kind: 'otherRequest' };
    if (kept.statusCode === null) return { kind: 'running' };
    return { kind: 'answered', answer: { statusCode: kept.statusCode, body: kept.body } };
  }
  return { kind: 'running' };
};

/** Keeps the first answer, unless the claim was taken over meanwhile (then that one keeps its own). */
export const keepIdempotentAnswer = async (
  db: Executor,
  claim: IdempotencyClaim,
  answer: KeptAnswer,
) => {
  await db.execute(sql`
    update idempotency_keys
    set status_code = ${answer.statusCode}, body = ${answer.body}
    where user_id = ${claim.userId} and key = ${claim.key}
      and created_at = ${claim.claimedAt}::timestamptz and status_code is null`);
};

/** Gives the key back without an answer (the request failed on our side): a repeat runs. */
export const releaseIdempotencyKey = async (db: Executor, claim: IdempotencyClaim) => {
  await db.execute(sql`
    delete from idempotency_keys
    where user_id = ${claim.userId} and key = ${claim.key}
      and created_at = ${claim.claimedAt}::timestamptz and status_code is null`);
};
