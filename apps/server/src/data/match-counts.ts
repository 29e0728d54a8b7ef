import { setBounded } from '../lib/bounded-map.js';

/**
 * The number of rows a list's filters and search match ("1,234 tools", decision 0026), kept for a
 * few seconds per database handle. Counting 50,000 tools costs the database ~7 ms — seventy
 * times the page itself — and a list's first page is asked again and again (every screen open,
 * every refetch after a live change) while the count rarely moves.
 *
 * Correct because every change of an organization's records writes an activity row, which the
 * database announces on commit (drizzle/0004) to every server process: on any announcement, all
 * kept counts go. A write answered by this process forgets them before its answer leaves
 * (http/read-your-writes.ts), so the writer's next page already counts its change. While the
 * process is not listening, nothing is kept. Counts changed behind the app's back (a script)
 * are right again after `KEPT_MS` at the latest.
 */
const KEPT_MS = 10_000;
const MAX_KEPT = 5_000;

type Counts = { kept: Map<string, { total: number; until: number }>; trusted: boolean; epoch: number };

// Per database handle (one per app): two apps in one process never share a count.
const countsByDatabase = new WeakMap<object, Counts>();

const countsOf = (db: object) => {
  let counts = countsByDatabase.get(db);
  if (!counts) {
    counts = { kept: new Map(), trusted: false, epoch: 0 };
    countsByDatabase.set(db, counts);
  }
  return counts;
};

/** The kept count for `key`, or `count()`'s answer (kept when nothing changed meanwhile). */
export const keptCount = async (db: object, key: string, count: () => Promise<number>) => {
  const counts = countsOf(db);
  const now = Date.now();
  const known = counts.kept.get(key);
  if (counts.trusted && known && known.until > now) return known.total;
  const startedAt = counts.epoch;
  const total = await count();
  // A change announced while counting may or may not be in this total: not kept.
  if (counts.trusted && startedAt === counts.epoch)
    setBounded(counts.kept, key, { total, until: now + KEPT_MS }, MAX_KEPT);
  return total;
};

/** Something changed: every kept count of this database goes. */
export const forgetCounts = (db: object) => {
  const counts = countsOf(db);
  counts.epoch += 1;
  counts.kept.clear();
};

/** Whether changes are heard: only then are counts kept. */
export const trustCounts = (db: object, trusted: boolean) => {
  countsOf(db).trusted = trusted;
  forgetCounts(db);
};
