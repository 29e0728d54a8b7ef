import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Count,
  ListedWorker,
  LogoUpload,
  Organization,
  OrganizationInput,
  OrganizationSetup,
  OrganizationUpdate,
  PublicUser,
} from '@toolyard/shared';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';

export const MY_ORGANIZATION_URL = '/api/organizations/my-organization';
export const ORGANIZATIONS_URL = '/api/organizations';

/** What the shell needs of the user's organization: its name, logo, colours and seasons. */
export type OrganizationBranding = Pick<
  Organization,
  'name' | 'logoUrl' | 'primaryColor' | 'secondaryColor' | 'winterMonths' | 'summerMonths'
>;

/**
 * The signed-in user's organization, or null (none yet, or the load failed: the default theme
 * then applies). Unlike other data it is refetched on focus and mount, so a
 * branding change shows up without a reload.
 */
export const useMyOrganization = (user: PublicUser | null) =>
  useQuery({
    // The user is part of the key: acting as someone else must not show the previous branding.
    queryKey: [MY_ORGANIZATION_URL, user?.id, user?.organizationId],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<Organization>('GET', MY_ORGANIZATION_URL, undefined, {
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

/** Every organization, sorted by name (superadmin only). */
export const organizationsQuery = () =>
  queryOptions({
    queryKey: [ORGANIZATIONS_URL],
    queryFn: ({ signal }) =>
      apiRequest<Organization[]>('GET', ORGANIZATIONS_URL, undefined, { signal }),
  });

/** One organization; errors (404 for another tenant's) reach the screen, which shows them. */
export const organizationQuery = (id: number) =>
  queryOptions({
    queryKey: [ORGANIZATIONS_URL, id],
    queryFn: ({ signal }) =>
      apiRequest<Organization>('GET', `${ORGANIZATIONS_URL}/${id}`, undefined, { signal }),
  });

export const COUNTED_ENTITIES = [
  'branches',
  'sites',
  'tools',
  'vehicles',
  'storage-units',
] as const;
export type CountedEntity = (typeof COUNTED_ENTITIES)[number];

/** How many records of a kind an organization has; 0 when the count cannot be had. */
export const countQuery = (entity: CountedEntity, organizationId: number) =>
  queryOptions({
    queryKey: [`/api/${entity}/count`, organizationId],
    queryFn: async ({ signal }) => {
      try {
        // Checked all the same: a proxy's odd answer must not break the page.
        const answer = await apiRequest<Count | undefined>(
          'GET',
          `/api/${entity}/count?organizationId=${organizationId}`,
          undefined,
          { signal },
        );
        return typeof answer?.count === 'number' ? answer.count : 0;
      } catch {
        return 0;
      }
    },
  });

export const WORKERS_URL = '/api/users/workers';

export const organizationWorkersQuery = (organizationId: number) =>
  queryOptions({
    queryKey: [WORKERS_URL, organizationId],
    queryFn: ({ signal }) =>
      apiRequest<ListedWorker[]>(
        'GET',
        `${WORKERS_URL}?organizationId=${organizationId}`,
        undefined,
        { signal },
      ),
  });

export const useSetupOrganization = () => {
  const refresh = useChangeRefresh('organization');
  return useMutation({
    mutationFn: (input: OrganizationInput) =>
      apiRequest<OrganizationSetup>('POST', '/api/setup/organization', input),
    ...refresh,
  });
};

export const useUpdateOrganization = () => {
  const queryClient = useQueryClient();
  const refresh = useChangeRefresh('organization');
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: OrganizationUpdate }) =>
      apiRequest<Organization>('PUT', `${ORGANIZATIONS_URL}/${id}`, changes),
    // The answer shows at once; the lists and the shell's branding (name, logo, colours) follow.
    onSuccess: (organization) =>
      queryClient.setQueryData(organizationQuery(organization.id).queryKey, organization),
    ...refresh,
  });
};

export const useUploadLogo = () =>
  useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData();
      formData.append('logo', file);
      return apiUpload<LogoUpload>('/api/upload/logo', formData);
    },
  });
