import { filterBySearch } from '@/lib/text-search';
import type { Site } from './api';

/** Spec 2 "Sites": name, address, branch name and contact name. */
export const siteSearchFields = (site: Site) => [
  site.name,
  site.address,
  site.branch.name,
  site.contactName,
];

export const filterSites = (sites: readonly Site[], query: string) =>
  filterBySearch(sites, query, siteSearchFields);
