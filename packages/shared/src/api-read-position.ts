/*
 * Read-your-writes across streaming replicas (decision 0064): every successful write is answered
 * with the primary's WAL position after it committed; the client keeps the highest it has seen and
 * sends it back on every request. A replica that has not replayed that far does not serve it.
 */

/** On a write's answer (only where replicas are configured) and on every later request. */
export const READ_POSITION_HEADER = 'X-Toolyard-Lsn';

/** A PostgreSQL LSN as `pg_current_wal_lsn()::text` writes it: two hex numbers, `16/B374D848`. */
export const READ_POSITION_PATTERN = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;

/** The position as one number (high word, low word), for comparing two; undefined if it is none. */
export const readPositionValue = (text: string | null | undefined): bigint | undefined => {
  if (!text || !READ_POSITION_PATTERN.test(text)) return undefined;
  const [high, low] = text.split('/') as [string, string];
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};
