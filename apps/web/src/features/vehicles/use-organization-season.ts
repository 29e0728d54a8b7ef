import {
  DEFAULT_SUMMER_MONTHS,
  DEFAULT_WINTER_MONTHS,
  seasonKey,
  seasonMismatch,
} from '@toolyard/shared';
import { useMyOrganization } from '@/features/organizations';
import { useSession } from '@/lib/session-context';

/**
 * The reader's organization's season today: its months, the season with the tyres that
 * do not fit it, and its key (a dismissed alert stays so for that key). Null for a superadmin,
 * who has no single organization, and until the organization is read.
 */
export const useOrganizationSeason = () => {
  const { user } = useSession();
  const { data: organization } = useMyOrganization(user);
  if (user === null || user.role === 'superadmin' || !organization) return null;
  const months = {
    winterMonths: organization.winterMonths ?? DEFAULT_WINTER_MONTHS,
    summerMonths: organization.summerMonths ?? DEFAULT_SUMMER_MONTHS,
  };
  const today = new Date();
  // With the alert's rule (a month in neither list is summer) there is always a season.
  const { season, wrongTireType } = seasonMismatch(months, today)!;
  return { months, season, wrongTireType, key: seasonKey(months, today) };
};
