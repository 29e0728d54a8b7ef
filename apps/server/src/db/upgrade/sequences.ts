import type pg from 'pg';
import { qualified, type Sequence } from './catalog.js';

/** Where a sequence stands: its last value and whether that value was handed out already. */
export type SequenceValue = { value: string; called: boolean };

export const readSequence = async (client: pg.Client, sequence: Sequence) => {
  const { rows } = await client.query<SequenceValue>(
    `select last_value::text as value, is_called as called from ${qualified(sequence)}`,
  );
  return rows[0]!;
};

/** The next value the new side hands out is the one the old side would have. */
export const setSequence = async (client: pg.Client, sequence: Sequence, to: SequenceValue) => {
  await client.query('select setval($1::regclass, $2::bigint, $3)', [
    qualified(sequence),
    to.value,
    to.called,
  ]);
};
