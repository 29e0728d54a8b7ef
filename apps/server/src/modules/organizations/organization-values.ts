import { seasonMonthsFrom, type OrganizationUpdate } from '@toolyard/shared';
import type { organizations } from '../../db/schema.js';
import { invalidField } from '../../lib/domain-errors.js';

type OrganizationColumns = Partial<typeof organizations.$inferInsert>;

/** Column values from validated wizard fields: empty logo means none, summer follows winter. */
export const organizationValues = (input: OrganizationUpdate): OrganizationColumns => {
  const values: OrganizationColumns = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.contactEmail !== undefined) values.contactEmail = input.contactEmail;
  if (input.contactPhone !== undefined) values.contactPhone = input.contactPhone;
  if (input.address !== undefined) values.address = input.address;
  if (input.logoUrl !== undefined) values.logoUrl = input.logoUrl || null;
  if (input.primaryColor !== undefined) values.primaryColor = input.primaryColor.toUpperCase();
  if (input.secondaryColor !== undefined)
    values.secondaryColor = input.secondaryColor.toUpperCase();
  if (input.timeZone !== undefined) values.timeZone = input.timeZone;
  if (input.dueSoonDays !== undefined) values.dueSoonDays = input.dueSoonDays;
  if (input.dueSoonKm !== undefined) values.dueSoonKm = input.dueSoonKm;
  if (input.handOutRulesOff !== undefined) values.handOutRulesOff = input.handOutRulesOff;
  if (input.digestHour !== undefined) values.digestHour = input.digestHour;
  if (input.damageToMaintenance !== undefined)
    values.damageToMaintenance = input.damageToMaintenance;
  const season = seasonMonthsFrom(input);
  if (season === null) throw invalidField('winterMonths', 'validation.monthsInvalid');
  if (season) Object.assign(values, season);
  return values;
};
