// The screens of organizations, for the route table (app/routes.ts) only: loaders, never static
// imports (lint holds it), so each screen stays its own chunk, out of the first download.

export const loadOrganizationPage = () =>
  import('./page/organization-page').then((module) => module.OrganizationPage);
export const loadOrganizationEditPage = () =>
  import('./edit/organization-edit-page').then((module) => module.OrganizationEditPage);
