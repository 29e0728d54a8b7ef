import type { Organization } from '@toolyard/shared';
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
  dueSoonKm: row.dueSoonKm,
  createdAt: row.createdAt,
});
