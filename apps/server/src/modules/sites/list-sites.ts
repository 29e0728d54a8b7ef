import type { ListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { sites } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage } from '../../data/list-page.js';
import { inScope } from '../../data/scope.js';
import { selectSites, toSite } from './site-use-cases.js';

/** Spec 2 "Sites", by name; searched over name, address, branch name and contact name. */
const list = (db: Executor) =>
  defineList({
    name: 'sites',
    db,
    table: sites,
    base: () => selectSites(db),
    order: { columns: [sites.name, sites.id], direction: 'asc' },
    toItem: toSite,
    cursorOf: (row) => [row.name, row.id],
  });

export const listSites = (db: Executor, auth: AuthContext, query: ListQuery = {}) =>
  listOrPage(list(db), query, [inScope(auth, sites.organizationId)]);
