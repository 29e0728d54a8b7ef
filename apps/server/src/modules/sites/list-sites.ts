import { eq } from 'drizzle-orm';
import type { SiteListQuery, SiteSort } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches, sites } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage, type ListSort } from '../../data/list-page.js';
import { keptCountFor } from '../../data/row-counts.js';
import { inScope } from '../../data/scope.js';
import { postingsOf } from '../../data/word-postings.js';
import { selectSites, toSite } from './site-record.js';

type Site = ReturnType<typeof toSite>;

/** The sites table's sorts, one per shown column, the site's id last. */
const siteSorts: Record<SiteSort, ListSort<Site>> = {
  name: { columns: [sites.name, sites.id], cursorOf: (site) => [site.name, site.id] },
  address: { columns: [sites.address, sites.id], cursorOf: (site) => [site.address, site.id] },
  branch: { columns: [branches.name, sites.id], cursorOf: (site) => [site.branch.name, site.id] },
  contactName: {
    columns: [sites.contactName, sites.id],
    nullable: true,
    cursorOf: (site) => [site.contactName, site.id],
  },
  // Ascending: closed sites (false) before active ones (true); descending the other way.
  status: { columns: [sites.active, sites.id], cursorOf: (site) => [site.active, site.id] },
};

/** The sites list, by name; searched over name, address, branch name and contact name. */
const list = (db: Executor, auth: AuthContext) =>
  defineList({
    name: 'sites',
    db,
    table: sites,
    base: () => selectSites(db),
    sorts: siteSorts,
    defaultSort: 'name',
    toItem: toSite,
    ...postingsOf(auth, 'sites', 'name'),
  });

export const listSites = (db: Executor, auth: AuthContext, query: SiteListQuery = {}) =>
  listOrPage(
    list(db, auth),
    query,
    [
      inScope(auth, sites.organizationId),
      query.branchId ? eq(sites.branchId, query.branchId) : undefined,
    ],
    keptCountFor(auth, query, { subject: 'sites', places: { branchId: 'b' } }),
  );
