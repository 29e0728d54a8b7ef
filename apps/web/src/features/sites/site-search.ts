import { filterBySearch } from '@/lib/text-search';
import type { Site } from './api';

// The screen's search runs on the server. These functions keep the spec's rule, pinned
// down by the tests here, as the reference for what that search must find.

/** Sites: name, address, branch name and contact name. */
export const siteSearchFields = (site: Site) => [
  site.name,
  site.address,
  site.branch.name,
  site.contactName,
];

export const filterSites = (sites: readonly Site[], query: string) =>
  filterBySearch(sites, query, siteSearchFields);
