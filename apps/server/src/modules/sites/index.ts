/** What other modules may use of sites (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { listSites } from './list-sites.js';
export { siteRoutes } from './routes.js';
export { selectSites, toSite } from './site-record.js';
