/**
 * Connection-level failures (the database is down, restarting or unreachable) as opposed to
 * errors in a query. They answer 503 so clients retry, and never crash the process.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'ENOENT',
]);

export const isDatabaseUnavailable = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    // 08xxx connection exceptions, 57P01-03 admin shutdown / crash shutdown / cannot connect now.
    if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
    if (NETWORK_CODES.has(code)) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(
        message,
      )
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
};

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505' && (!constraint || candidate.constraint === constraint))
      return true;
    current = candidate.cause;
  }
  return false;
};

/** A row that overlaps another where an exclusion constraint forbids it (two live bookings). */
export const isExclusionViolation = (error: unknown, constraintPrefix = ''): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (
      candidate.code === '23P01' &&
      typeof candidate.constraint === 'string' &&
      candidate.constraint.startsWith(constraintPrefix)
    )
      return true;
    current = candidate.cause;
  }
  return false;
};

/** A row still referenced elsewhere (ON DELETE RESTRICT), or a reference to a missing row. */
export const isForeignKeyViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    // 23503 foreign_key_violation; 23001 restrict_violation (ON DELETE RESTRICT).
    if (candidate.code === '23503' || candidate.code === '23001') return true;
    current = candidate.cause;
  }
  return false;
};

/**
 * A value PostgreSQL could not take (SQLSTATE class 22, data exception: an invalid date or
 * number, a NUL byte, a value out of range). The schemas and guards should stop such input
 * first; if one slips through, it is still the request's fault, not ours: 400, not 500.
 */
export const isInvalidInputValue = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^22[0-9A-Z]{3}$/.test(candidate.code)) return true;
    current = candidate.cause;
  }
  return false;
};

/**
 * The database refused what one statement wrote (SQLSTATE class 22 data exception, 23 integrity
 * constraint, P0 a trigger's RAISE): that write cannot be done, but the connection can go on —
 * after a rollback to a savepoint, so can its transaction (a bulk action's other items).
 */
export const isRowFailure = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^(22|23|P0)[0-9A-Z]{3}$/.test(candidate.code))
      return true;
    current = candidate.cause;
  }
  return false;
};
