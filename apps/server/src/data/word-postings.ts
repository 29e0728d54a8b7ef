import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import type { AuthContext } from '../lib/auth-context.js';
import type { CursorValue, ListOrder } from './keyset.js';
import { searchNeedle } from './search.js';
import { tenantScope } from './tenant.js';

/**
 * A searched page from the search postings (decision 0071, migration 0027): per word of each
 * row's search text, the row's sort key and id, in one index ordered by (word, sort key, id).
 * The rows a search can match all hold a word that contains one of its words; the first rows of
 * those words' postings, merged in list order, are the page's candidates, and each is checked
 * against the whole condition (filters, search, cursor). So the page costs what a few index
 * ranges cost, at 500 or 500,000 rows — whether the word is rare, common or clustered in the order.
 */
export type Postings = {
  /** The postings' subject: the listed table's name. */
  subject: string;
  /** The list's sort (by its key in the list's sorts) whose columns the postings keep. */
  sort: string;
  /** Postings are per organization: a caller who sees one. */
  organizationId: number;
};

/** A word a search's word may be, and how many such words at most before it is not worth it. */
const MAX_WORDS = 64;
/** Candidates per round, in pages: most searches are answered by the first. */
const ROUNDS = [2, 8, 32];

type WordRule = { mode: 'exact' | 'prefix' | 'part'; word: string };

/**
 * The ways the query's words can be looked up. The query is folded and split exactly as the
 * search texts are (toolyard_search_words). A word between two separators is a whole word of the
 * row; the last one may go on (a prefix of a row's word); the first may start earlier, and a
 * lone word may be any part of a row's word. Any one of them finds every row the query matches
 * (and more, which the full condition then drops).
 */
const wordRules = (parts: string[]): WordRule[] => {
  if (parts.length === 1) {
    const [only] = parts;
    return only && only.length >= 3 ? [{ mode: 'part', word: only }] : [];
  }
  const rules: WordRule[] = [];
  const inner = parts.slice(1, -1).filter((part) => part !== '');
  const longestInner = inner.reduce<string>(
    (longest, part) => (part.length > longest.length ? part : longest),
    '',
  );
  if (longestInner) rules.push({ mode: 'exact', word: longestInner });
  const last = parts.at(-1) ?? '';
  if (last.length >= 2) rules.push({ mode: 'prefix', word: last });
  const first = parts[0] ?? '';
  if (first.length >= 3) rules.push({ mode: 'part', word: first });
  return rules;
};

/** Postings counted per word up to this: enough to tell a telling word from a common one. */
const PROBE = 1_000;

/** How many postings the words have, each counted up to PROBE (index-only, a few µs a word). */
const postingsSize = async (db: Executor, postings: Postings, words: string[]) => {
  const result = await db.execute<{ size: number | null }>(sql`
    select sum(sized.n)::int as size from unnest(${sql.param(words)}::text[]) as w(word),
      lateral (select count(*) as n from (
        select 1 from search_words s
        where s.subject = ${postings.subject} and s.organization_id = ${postings.organizationId}
          and s.word = w.word
        limit ${PROBE}) as one) as sized`);
  return result.rows[0]?.size ?? 0;
};

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The organization's words the rule allows; `undefined` when there are too many to merge. */
const wordsFor = async (db: Executor, postings: Postings, rule: WordRule) => {
  if (rule.mode === 'exact') return [rule.word];
  const match =
    rule.mode === 'prefix'
      ? sql`word >= ${rule.word} and word < ${rule.word} || chr(1114111)`
      : sql`word like ${`%${likeEscaped(rule.word)}%`}`;
  const found = await db.execute<{ word: string }>(
    sql`select word from search_vocabulary
        where subject = ${postings.subject} and organization_id = ${postings.organizationId} and ${match}
        limit ${MAX_WORDS + 1}`,
  );
  const words = found.rows.map((row) => row.word);
  return words.length > MAX_WORDS ? undefined : words;
};

type Round = { found: number; last: [string, string, string] | null; ids: number[] };

export type PostingsPage = {
  postings: Postings;
  table: PgTable;
  search: string;
  /** The whole condition a row of the page meets: filters, search and the list's cursor. */
  where: SQL | undefined;
  order: ListOrder;
  /** The list's cursor values (its one or two sort keys, then the id), when the page continues a list. */
  after: CursorValue[] | undefined;
  /** Rows wanted: the page and one more (whether there is a next page). */
  limit: number;
};

/**
 * The organization's words a search may mean: of the query's ways to be looked up, the one whose
 * words have the fewest postings ("fes-11-001235": the serial's last part, not "11", which every
 * serial of the organization holds). `undefined` when the postings cannot tell it cheaply.
 */
const searchWords = async (db: Executor, postings: Postings, search: string) => {
  const needle = searchNeedle(search);
  if (!needle) return undefined;
  const split = await db.execute<{ parts: string[] }>(
    sql`select regexp_split_to_array(toolyard_search_text(${needle}::text), '[^[:alnum:]]+') as parts`,
  );
  const rules = wordRules(split.rows[0]?.parts ?? []);
  let best: { words: string[]; size: number } | undefined;
  for (const rule of rules) {
    const words = await wordsFor(db, postings, rule);
    if (!words) continue;
    if (words.length === 0) return words;
    // One way only (a lone word): nothing to choose between.
    if (rules.length === 1) return words;
    const size = await postingsSize(db, postings, words);
    if (!best || size < best.size) best = { words, size };
  }
  return best?.words;
};

type Key = [string, string, number];

/**
 * The first `limit` rows, in list order after `after`, of the union of the words' postings: the
 * first `limit` of each word's, merged. Exactly the union's first `limit`.
 */
const candidatesOf = (
  postings: Postings,
  words: string[],
  ascending: boolean,
  after: Key | undefined,
  limit: number,
) => {
  const direction = ascending ? sql`asc` : sql`desc`;
  const beyond = after
    ? ascending
      ? sql`and (s.sort_key, s.sort_key2, s.row_id) > (${after[0]}, ${after[1]}, ${after[2]})`
      : sql`and (s.sort_key, s.sort_key2, s.row_id) < (${after[0]}, ${after[1]}, ${after[2]})`
    : sql``;
  return sql`select distinct p.sort_key, p.sort_key2, p.row_id
    from unnest(${sql.param(words)}::text[]) as w(word)
    cross join lateral (
      select s.sort_key, s.sort_key2, s.row_id from search_words s
      where s.subject = ${postings.subject} and s.organization_id = ${postings.organizationId}
        and s.word = w.word ${beyond}
      order by s.sort_key ${direction}, s.sort_key2 ${direction}, s.row_id ${direction}
      limit ${limit}
    ) as p
    order by p.sort_key ${direction}, p.sort_key2 ${direction}, p.row_id ${direction}
    limit ${limit}`;
};

/**
 * Whether candidate `c` meets the whole condition: its own row, found by id. OFFSET 0 keeps the
 * check per candidate: joined, PostgreSQL would rather find every row of the organization that
 * meets the search through the trigram index and match them up — the cost this avoids.
 */
const meets = (table: PgTable, id: PostingsPage['order']['columns'][number], where: SQL | undefined) =>
  sql`exists (select 1 from ${table} where ${id} = c.row_id ${where ? sql`and ${where}` : sql``} offset 0)`;

/** One round of a page: `limit` candidates after `after`, and the ids among them that pass. */
const roundStatement = (
  page: PostingsPage,
  words: string[],
  after: Key | undefined,
  limit: number,
  wanted: number,
) => {
  const ascending = page.order.direction === 'asc';
  const id = page.order.columns.at(-1)!;
  const direction = ascending ? sql`asc` : sql`desc`;
  const reverse = ascending ? sql`desc` : sql`asc`;
  return sql`
    with candidates as (${candidatesOf(page.postings, words, ascending, after, limit)})
    select (select count(*)::int from candidates) as found,
           (select array[sort_key::text, sort_key2::text, row_id::text] from candidates
            order by sort_key ${reverse}, sort_key2 ${reverse}, row_id ${reverse} limit 1) as last,
           array(select c.row_id from candidates c
                 where ${meets(page.table, id, page.where)}
                 order by c.sort_key ${direction}, c.sort_key2 ${direction}, c.row_id ${direction}
                 limit ${wanted}) as ids`;
};

/** The postings keep one or two sort columns before the id; a list sorted by one keeps '' second. */
const keyed = (values: readonly CursorValue[]): Key =>
  values.length === 2
    ? [String(values[0]), '', Number(values[1])]
    : [String(values[0]), String(values[1]), Number(values[2])];

/**
 * The page's ids in list order, or `undefined` when the postings cannot say it cheaply (a query
 * without a telling word, a word that is part of too many, or candidates that keep failing the
 * filters): the caller finds the page its other ways then.
 */
export const pageFromPostings = async (
  db: Executor,
  page: PostingsPage,
): Promise<number[] | undefined> => {
  const words = await searchWords(db, page.postings, page.search);
  if (!words) return undefined;
  if (words.length === 0) return [];
  const ids: number[] = [];
  let after = page.after ? keyed(page.after) : undefined;
  for (const pages of ROUNDS) {
    const limit = pages * page.limit;
    const result = await db.execute<Round>(
      roundStatement(page, words, after, limit, page.limit - ids.length),
    );
    const round = result.rows[0];
    if (!round) return undefined;
    ids.push(...round.ids);
    // Enough rows, or every candidate seen: the answer. Otherwise the next, larger round.
    if (ids.length >= page.limit || round.found < limit || !round.last) return ids;
    after = [round.last[0], round.last[1], Number(round.last[2])];
  }
  return undefined;
};

/**
 * The first round's statement for this page, not run (the benchmark writes its plan), with the
 * words it merges; `undefined` when the postings would not answer the search.
 */
export const firstRoundOf = async (db: Executor, page: PostingsPage) => {
  const words = await searchWords(db, page.postings, page.search);
  if (!words || words.length === 0) return undefined;
  const limit = (ROUNDS[0] ?? 1) * page.limit;
  return {
    words,
    statement: roundStatement(page, words, page.after ? keyed(page.after) : undefined, limit, page.limit),
  };
};

/**
 * How many rows match, up to `cap` (more: `cap + 1`), from the postings: the union's first
 * `cap + 1` candidates checked against the condition. `undefined` when that does not settle it
 * (candidates left over, yet fewer than `cap + 1` passed): the caller counts its other way.
 */
export const countFromPostings = async (
  db: Executor,
  count: Pick<PostingsPage, 'postings' | 'table' | 'search' | 'where'> & {
    id: PostingsPage['order']['columns'][number];
    cap: number;
  },
): Promise<number | undefined> => {
  const words = await searchWords(db, count.postings, count.search);
  if (!words) return undefined;
  if (words.length === 0) return 0;
  const limit = count.cap + 1;
  const result = await db.execute<{ found: number; passed: number }>(sql`
    with candidates as (${candidatesOf(count.postings, words, true, undefined, limit)})
    select (select count(*)::int from candidates) as found,
           (select count(*)::int from candidates c
            where ${meets(count.table, count.id, count.where)}) as passed`);
  const row = result.rows[0];
  if (!row) return undefined;
  return row.passed >= limit || row.found < limit ? row.passed : undefined;
};

/**
 * A list definition's `postings` for one organization's list (migrations 0027 and 0029: tools by
 * name, vehicles by make and model, reports by date, sites and storage units by name, users by
 * last and first name); a list across organizations finds its pages the other ways.
 */
export const postingsIn = (
  subject: string,
  sort: string,
  organizationId: number | null | undefined,
): { postings?: Postings } =>
  organizationId === null || organizationId === undefined
    ? {}
    : { postings: { subject, sort, organizationId } };

/** The postings of a list the caller sees: their organization's, none for a superadmin's. */
export const postingsOf = (auth: AuthContext, subject: string, sort: string) => {
  const scope = tenantScope(auth);
  return postingsIn(subject, sort, scope.kind === 'organization' ? scope.organizationId : undefined);
};
