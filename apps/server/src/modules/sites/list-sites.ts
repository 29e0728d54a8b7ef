import { type SQL } from 'drizzle-orm';
import type { ListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { sites } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { listOrPage, type ListDefinition } from '../../http/list-page.js';
import { inScope } from '../../http/scope.js';
import { searchMatches } from '../../http/search.js';
import { selectSites, toSite } from './site-use-cases.js';

const siteList = (
  db: Executor,
): ListDefinition<Parameters<typeof toSite>[0], ReturnType<typeof toSite>> => ({
  db,
  table: sites,
  order: { columns: [sites.name, sites.id], direction: 'asc' },
  select: (where, orderBy, limit) => {
    const query = selectSites(db)
      .where(where)
      .orderBy(...orderBy)
      .$dynamic();
    return limit === undefined ? query : query.limit(limit);
  },
  toItem: toSite,
  cursorOf: (site) => [site.name, site.id],
});

/** Spec 2 "Sites": the search over name, address, branch name and contact name. */
const siteFilters = (auth: AuthContext, query: ListQuery): Array<SQL | undefined> => [
  inScope(auth, sites.organizationId),
  searchMatches(sites, query.search),
];

export const listSites = (db: Executor, auth: AuthContext, query: ListQuery = {}) =>
  listOrPage(siteList(db), query, siteFilters(auth, query));
