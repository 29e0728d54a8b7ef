import type { Executor } from './client.js';

/*
 * A read made once per transaction. Many moves in one transaction — a scan session's bulk action
 * over 200 tools — ask the same organization's hand-out rules and the same worker for every item:
 * two round trips of the seven each item costs. Only for reads whose answer cannot change within
 * the transaction: rows it holds locked (FOR SHARE) outside any savepoint — the bulk action reads
 * the worker so before its items, whose savepoints may roll a later lock back — or settings no
 * move writes, read at the transaction's own `now()`. A read that fails is not kept.
 */

const memos = new WeakMap<object, Map<string, Promise<unknown>>>();

export const onceInTransaction = <T>(
  tx: Executor,
  key: string,
  read: () => Promise<T>,
): Promise<T> => {
  let memo = memos.get(tx);
  if (!memo) {
    memo = new Map();
    memos.set(tx, memo);
  }
  const known = memo.get(key);
  if (known) return known as Promise<T>;
  const reading = read();
  memo.set(key, reading);
  reading.catch(() => memo.delete(key));
  return reading;
};
