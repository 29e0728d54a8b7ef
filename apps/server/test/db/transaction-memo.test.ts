import { describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/client.js';
import { onceInTransaction } from '../../src/db/transaction-memo.js';

// The memo keys on the transaction object alone: plain objects stand in for two transactions.
const transaction = () => ({}) as Executor;

describe('a read made once per transaction', () => {
  it('is read once per key within a transaction, and again in another', async () => {
    let reads = 0;
    const read = async () => (reads += 1);
    const first = transaction();
    expect(await onceInTransaction(first, 'rules:1', read)).toBe(1);
    expect(await onceInTransaction(first, 'rules:1', read)).toBe(1);
    expect(await onceInTransaction(first, 'rules:2', read)).toBe(2);
    expect(await onceInTransaction(transaction(), 'rules:1', read)).toBe(3);
    expect(reads).toBe(3);
  });

  it('asks again after a read that failed', async () => {
    const tx = transaction();
    let attempt = 0;
    const read = async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('refused');
      return attempt;
    };
    await expect(onceInTransaction(tx, 'worker:7:1', read)).rejects.toThrow('refused');
    expect(await onceInTransaction(tx, 'worker:7:1', read)).toBe(2);
  });
});
