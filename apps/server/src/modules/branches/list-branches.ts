import type { ListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage } from '../../data/list-page.js';
import { inScope } from '../../data/scope.js';
import { selectBranches, toBranch } from './branch-view.js';

/** Spec 2 "Branches", by name; searched over the branch name, the organization's name and the address. */
const list = (db: Executor) =>
  defineList({
    name: 'branches',
    db,
    table: branches,
    base: () => selectBranches(db),
    order: { columns: [branches.name, branches.id], direction: 'asc' },
    toItem: toBranch,
    cursorOf: (row) => [row.name, row.id],
  });

export const listBranches = (db: Executor, auth: AuthContext, query: ListQuery = {}) =>
  listOrPage(list(db), query, [inScope(auth, branches.organizationId)]);
