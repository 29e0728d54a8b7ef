import { isHandOutRule, type Organization } from '@toolyard/shared';
import type { organizations } from '../../db/schema.js';

export const toOrganization = (row: typeof organizations.$inferSelect): Organization => ({
  id: row.id,
  name: row.name,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  address: row.address,
  logoUrl: row.logoUrl,
  primaryColor: row.primaryColor,
  secondaryColor: row.secondaryColor,
  winterMonths: row.winterMonths,
  summerMonths: row.summerMonths,
  timeZone: row.timeZone,
  dueSoonDays: row.dueSoonDays,
  // Only rules this version knows: a rule dropped later must not break the answer's schema.
  handOutRulesOff: row.handOutRulesOff.filter(isHandOutRule),
  dueSoonKm: row.dueSoonKm,
  digestHour: row.digestHour,
  damageToMaintenance: row.damageToMaintenance,
  createdAt: row.createdAt,
});
