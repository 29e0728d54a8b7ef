// What other features and the shell may use of organizations; its screens are in pages.ts.

export {
  countQuery,
  organizationQuery,
  organizationsQuery,
  organizationWorkersQuery,
  useMyOrganization,
  useUpdateOrganization,
  type CountedEntity,
  type OrganizationBranding,
} from './api';
export { OrganizationsPanel } from './list/organizations-panel';
export { SeasonMonthsPicker } from './season-months-picker';
export { seasonMonthsPayload, winterInSeasonOrder, winterMonthsFrom } from './seasons';
export { SetupGate } from './setup/setup-gate';
export { TimeZoneInput } from './time-zone-field';
export { WorkerSelect } from './worker-select';
export { OrganizationWizardDialog } from './wizard/organization-wizard-dialog';
