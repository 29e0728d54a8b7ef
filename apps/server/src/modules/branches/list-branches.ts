import type { BranchListQuery, BranchSort } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches, organizations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage, type ListSort } from '../../data/list-page.js';
import { keptCountFor } from '../../data/row-counts.js';
import { inScope } from '../../data/scope.js';
import { managers, selectBranches, toBranch } from './branch-view.js';

type Branch = ReturnType<typeof toBranch>;

/** The branches table's sorts, one per shown column, the branch's id last. */
const branchSorts: Record<BranchSort, ListSort<Branch>> = {
  name: { columns: [branches.name, branches.id], cursorOf: (b) => [b.name, b.id] },
  organization: {
    columns: [organizations.name, branches.id],
    cursorOf: (b) => [b.organization.name, b.id],
  },
  address: {
    columns: [branches.address, branches.id],
    nullable: true,
    cursorOf: (b) => [b.address, b.id],
  },
  contactPhone: {
    columns: [branches.contactPhone, branches.id],
    nullable: true,
    cursorOf: (b) => [b.contactPhone, b.id],
  },
  manager: {
    columns: [managers.lastName, managers.firstName, branches.id],
    nullable: true,
    cursorOf: (b) => [b.manager?.lastName ?? null, b.manager?.firstName ?? null, b.id],
  },
};

/** The branches list, by name; searched over the branch name, the organization's name and the address. */
const list = (db: Executor) =>
  defineList({
    name: 'branches',
    db,
    table: branches,
    base: () => selectBranches(db),
    sorts: branchSorts,
    defaultSort: 'name',
    toItem: toBranch,
  });

export const listBranches = (db: Executor, auth: AuthContext, query: BranchListQuery = {}) =>
  listOrPage(
    list(db),
    query,
    [inScope(auth, branches.organizationId)],
    keptCountFor(auth, query, { subject: 'branches' }),
  );
