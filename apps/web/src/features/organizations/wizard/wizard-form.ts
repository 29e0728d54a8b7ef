import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  DEFAULT_WINTER_MONTHS,
  type Organization,
  type OrganizationInput,
} from '@toolyard/shared';
import { seasonMonthsPayload, winterMonthsFrom } from '../seasons';
import { browserTimeZone } from '../time-zone-field';

/** What the wizard's form holds. Summer is not kept: it is always every month not in winter. */
export type WizardValues = {
  name: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  timeZone: string;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  winterMonths: string;
};

export type WizardField = keyof WizardValues;

export const WIZARD_STEPS = ['basics', 'branding', 'preview'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Fields in the order they appear, with the step that holds each. */
export const FIELD_STEPS: ReadonlyArray<readonly [WizardField, WizardStep]> = [
  ['name', 'basics'],
  ['contactEmail', 'basics'],
  ['contactPhone', 'basics'],
  ['address', 'basics'],
  ['timeZone', 'basics'],
  ['logoUrl', 'branding'],
  ['primaryColor', 'branding'],
  ['secondaryColor', 'branding'],
  ['winterMonths', 'branding'],
];

/** The first field (in screen order) that `hasError` flags, and its step; null when none does. */
export const firstFieldInError = (hasError: (field: WizardField) => boolean) =>
  FIELD_STEPS.find(([field]) => hasError(field)) ?? null;

export const wizardDefaults = (organization?: Organization | null): WizardValues => ({
  name: organization?.name ?? '',
  contactEmail: organization?.contactEmail ?? '',
  contactPhone: organization?.contactPhone ?? '',
  address: organization?.address ?? '',
  // A new organization starts in the browser's zone (decision 0029).
  timeZone: organization?.timeZone ?? browserTimeZone(),
  logoUrl: organization?.logoUrl ?? null,
  primaryColor: organization?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
  secondaryColor: organization?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
  winterMonths: organization?.winterMonths ?? DEFAULT_WINTER_MONTHS,
});

/** The body for POST /api/setup/organization and PUT /api/organizations/{id}. */
export const wizardPayload = (values: OrganizationInput): OrganizationInput => ({
  ...values,
  // '' and null both mean "no logo"; null also removes an existing one on update.
  logoUrl: values.logoUrl ? values.logoUrl : null,
  ...seasonMonthsPayload(winterMonthsFrom(values.winterMonths)),
});
