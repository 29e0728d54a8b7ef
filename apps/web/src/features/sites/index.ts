// What other features and the shell may use of sites; its screens are in pages.ts.

// Tools and reports offer the organization's sites to pick from.
export { sitesQuery } from './api';
