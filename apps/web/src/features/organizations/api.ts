import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';

export const MY_ORGANIZATION_URL = '/api/organizations/my-organization';

/** What the shell needs of the user's organization: its name, logo and colours. */
export type OrganizationBranding = {
  name: string;
  logoUrl: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  winterMonths: string | null;
  summerMonths: string | null;
};

/**
 * The signed-in user's organization, or null (none yet, or the load failed: the default theme
 * then applies, spec 8). Unlike other data it is refetched on focus and mount (spec 7), so a
 * branding change shows up without a reload.
 */
export const useMyOrganization = (user: PublicUser | null) =>
  useQuery({
    // The user is part of the key: acting as someone else must not show the previous branding.
    queryKey: [MY_ORGANIZATION_URL, user?.id, user?.organizationId],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<OrganizationBranding>('GET', MY_ORGANIZATION_URL, undefined, {
          signal,
        });
      } catch {
        return null;
      }
    },
    enabled: Boolean(user?.organizationId),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  });
