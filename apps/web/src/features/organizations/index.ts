// What other features and the shell may use of organizations; its screens are in pages.ts.

export {
  organizationsQuery,
  useMyOrganization,
  useUpdateOrganization,
  type OrganizationBranding,
} from './api';
export { OrganizationsPanel } from './list/organizations-panel';
export { SeasonMonthsPicker } from './season-months-picker';
export { seasonMonthsPayload, winterMonthsFrom } from './seasons';
export { SetupGate } from './setup/setup-gate';
export { TimeZoneInput } from './time-zone-field';
export { WorkerSelect } from './worker-select';
