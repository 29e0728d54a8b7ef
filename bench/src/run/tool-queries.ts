import type { Page, PublicUser, ToolListQuery } from '@toolyard/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '@toolyard/server/src/db/schema.js';
import type { AuthContext } from '@toolyard/server/src/lib/auth-context.js';
import {
  toolSearchStatements,
  toolsListQuery,
} from '@toolyard/server/src/modules/tools/list-tools.js';
import { getJson, type Session } from './api.js';
import type { NamedQueries } from './servers.js';

export const PAGE_SIZE = 50;
export const DEEP_ROW = 45_000;
const WALK_STEP = 200;

/** The admin as the server's guard would see them; the session id plays no part in a list's SQL. */
export const authContextOf = (user: PublicUser): AuthContext => ({
  user,
  sessionId: 0,
  impersonatorUserId: null,
});

/** The opaque cursor after row `row`, reached the way a client would: following nextCursor from page 1. */
export const cursorAtRow = async (session: Session, row: number) => {
  let cursor: string | null = null;
  let seen = 0;
  while (seen < row) {
    const limit = Math.min(WALK_STEP, row - seen);
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page: Page<unknown> = await getJson<Page<unknown>>(
      session,
      `/api/tools?limit=${limit}${after}`,
    );
    seen += page.items.length;
    cursor = page.nextCursor;
    if (!cursor)
      throw new Error(
        `The list ended after ${seen} tools; the bench needs ${row}. Run npm run seed:bench.`,
      );
  }
  return cursor!;
};

/** The pages measured, by name: page 1, the page at row 45,000, a status tab and each search. */
export type ToolPages = Record<string, ToolListQuery>;

export const searchPageName = (term: string) => `search-${term}`;

export const toolPages = (deepCursor: string, searches: string[]): ToolPages => ({
  first: { limit: PAGE_SIZE },
  deep: { limit: PAGE_SIZE, cursor: deepCursor },
  status: { limit: PAGE_SIZE, status: 'maintenance' },
  ...Object.fromEntries(
    searches.map((search) => [searchPageName(search), { limit: PAGE_SIZE, search }]),
  ),
});

/** The API address of the same page. */
export const toolPageUrl = (query: ToolListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  return `/api/tools?${params.toString()}`;
};

/** Each page's SQL exactly as the list endpoint builds it (toolsListQuery is what the route runs). */
export const toolPageSql = async (
  pool: pg.Pool,
  auth: AuthContext,
  pages: ToolPages,
): Promise<NamedQueries> => {
  const db = drizzle(pool, { schema });
  const queries: NamedQueries = {};
  for (const [name, query] of Object.entries(pages)) {
    const { sql, params } = await toolsListQuery(db, auth, query);
    queries[name] = { sql, params };
  }
  return queries;
};

/**
 * Each search's statements as the list endpoint builds them for this caller: the search
 * postings' first round (decision 0071; the way a search by name is answered), and the walk with
 * its budget and the pick among the matches (decision 0070; the ways left for the other sorts
 * and for a search the postings cannot tell), named `<prefix>search-<term> postings|walk|pick`.
 */
export const toolSearchSql = async (
  pool: pg.Pool,
  auth: AuthContext,
  terms: string[],
  prefix: string,
): Promise<NamedQueries> => {
  const db = drizzle(pool, { schema });
  const queries: NamedQueries = {};
  for (const term of terms) {
    const statements = await toolSearchStatements(db, auth, { limit: PAGE_SIZE, search: term });
    if (!statements) continue;
    const name = `${prefix}${searchPageName(term)} (about ${statements.estimatedMatches} matches)`;
    if (statements.postings) {
      const { words, ...statement } = statements.postings;
      queries[`${name} postings, words ${words.join(' ')}`] = statement;
    }
    queries[`${name} walk`] = statements.walk;
    queries[`${name} pick`] = statements.pick;
  }
  return queries;
};
