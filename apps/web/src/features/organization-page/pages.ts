// The organization's page (a superadmin's view of one organization, with its dashboard), for the
// shell's screen table (app/shell/screen-loaders.ts) only: a loader, never a static import.
// A feature of its own: it shows what other features own (the dashboard, the workers), while
// the organizations feature stays below them, for the forms that pick an organization.

export const loadOrganizationPage = () =>
  import('./organization-page').then((module) => module.OrganizationPage);
