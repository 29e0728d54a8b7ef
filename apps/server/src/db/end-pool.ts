import type pg from 'pg';

/** How long a close waits for the connections to be gone before it goes on regardless. */
const CONNECTIONS_GONE_MS = 2_000;

/**
 * Ends the pool and waits until its connections are really closed. `pool.end()` resolves as soon
 * as it has asked each idle connection to close, before the database has seen the goodbye; an
 * embedded server stopped right after (its fast shutdown) would then end those sessions itself,
 * and each would come back as a connection error — "database connection lost" at every clean
 * shutdown. A connection the pool is still opening never reports back, hence the bound.
 */
export const endPool = async (pool: pg.Pool) => {
  let open = pool.totalCount;
  let timer: NodeJS.Timeout | undefined;
  const gone = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
    timer = setTimeout(resolve, CONNECTIONS_GONE_MS);
    timer.unref();
  });
  await pool.end();
  await gone;
  clearTimeout(timer);
};
