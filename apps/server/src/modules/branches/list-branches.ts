import { type SQL } from 'drizzle-orm';
import type { ListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { listOrPage, type ListDefinition } from '../../http/list-page.js';
import { inScope } from '../../http/scope.js';
import { searchMatches } from '../../http/search.js';
import { selectBranches, toBranch } from './branch-view.js';

const branchList = (
  db: Executor,
): ListDefinition<Parameters<typeof toBranch>[0], ReturnType<typeof toBranch>> => ({
  db,
  table: branches,
  order: { columns: [branches.name, branches.id], direction: 'asc' },
  select: (where, orderBy, limit) => {
    const query = selectBranches(db)
      .where(where)
      .orderBy(...orderBy)
      .$dynamic();
    return limit === undefined ? query : query.limit(limit);
  },
  toItem: toBranch,
  cursorOf: (branch) => [branch.name, branch.id],
});

/** Spec 2 "Branches": the search over the branch name, the organization's name and the address. */
const branchFilters = (auth: AuthContext, query: ListQuery): Array<SQL | undefined> => [
  inScope(auth, branches.organizationId),
  searchMatches(branches, query.search),
];

export const listBranches = (db: Executor, auth: AuthContext, query: ListQuery = {}) =>
  listOrPage(branchList(db), query, branchFilters(auth, query));
