import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * "Never take a second pool connection inside an open transaction": a transaction holds one
 * connection; if its code then asks the pool for another (a query on `db` instead of `tx`), ten
 * such requests at once hold all ten connections while each waits for an eleventh — every tenant
 * waits, then gets 503. This guard makes the mistake loud: the code that runs inside a
 * transaction is marked, and the pool refuses it a connection (or, in production, logs it once
 * per call site and lets it through, so a missed path degrades rather than fails).
 */
const insideTransaction = new AsyncLocalStorage<true>();

export class SecondConnectionError extends Error {
  constructor() {
    super(
      'A second pool connection was asked for inside an open transaction: use the transaction (tx), not db',
    );
  }
}

type Transactional = { transaction: (...args: never[]) => Promise<unknown> };
type Log = { error: (message: string) => void };

/** Runs every transaction's work in the marked context. */
export const markTransactions = <T extends Transactional>(db: T): T => {
  const transaction = db.transaction.bind(db) as (
    work: (tx: unknown) => Promise<unknown>,
    config?: unknown,
  ) => Promise<unknown>;
  (db as { transaction: unknown }).transaction = (
    work: (tx: unknown) => Promise<unknown>,
    config?: unknown,
  ) => transaction((tx) => insideTransaction.run(true, () => work(tx)), config);
  return db;
};

/** Refuses (strict) or reports the pool's connections asked for from inside a transaction. */
export const guardPool = (pool: pg.Pool, options: { strict: boolean; log: Log }) => {
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => unknown;
  const reported = new Set<string>();
  const guarded = (
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => {
    if (insideTransaction.getStore()) {
      const error = new SecondConnectionError();
      if (options.strict) {
        if (callback) {
          process.nextTick(() => callback(error));
          return undefined;
        }
        return Promise.reject(error);
      }
      const site = error.stack?.split('\n').slice(2, 6).join('\n') ?? '';
      if (!reported.has(site)) {
        reported.add(site);
        options.log.error(`${error.message}\n${site}`);
      }
    }
    return connect(callback);
  };
  (pool as { connect: unknown }).connect = guarded;
  return pool;
};
