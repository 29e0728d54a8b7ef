// The screens of organizations, for the shell's screen table (app/shell/screen-loaders.ts) only:
// loaders, never static imports (lint holds it), so each screen stays its own chunk.

export const loadOrganizationEditPage = () =>
  import('./edit/organization-edit-page').then((module) => module.OrganizationEditPage);
