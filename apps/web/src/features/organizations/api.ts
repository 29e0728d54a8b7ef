import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrganizationInput,
  Organization,
  OrganizationUpdate,
  PublicUser,
} from '@toolyard/shared';
import { apiRequest, apiUpload } from '@/lib/api-client';

export const MY_ORGANIZATION_URL = '/api/organizations/my-organization';
export const ORGANIZATIONS_URL = '/api/organizations';

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

/** How many records of a kind an organization has; 0 when the count cannot be had (spec 7). */
export const countQuery = (entity: CountedEntity, organizationId: number) =>
  queryOptions({
    queryKey: [`/api/${entity}/count`, organizationId],
    queryFn: async ({ signal }) => {
      try {
        const answer = await apiRequest<{ count?: unknown }>(
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

/** An organization's workers as the organization page lists them. */
export type OrganizationWorker = Pick<
  PublicUser,
  'id' | 'username' | 'email' | 'firstName' | 'lastName'
>;

export const WORKERS_URL = '/api/users/workers';

export const organizationWorkersQuery = (organizationId: number) =>
  queryOptions({
    queryKey: [WORKERS_URL, organizationId],
    queryFn: ({ signal }) =>
      apiRequest<OrganizationWorker[]>(
        'GET',
        `${WORKERS_URL}?organizationId=${organizationId}`,
        undefined,
        { signal },
      ),
  });

/** What POST /api/setup/organization answers; a token only if the server ever issues one. */
export type SetupResponse = { organization: Organization; user: PublicUser; token?: string };

export const useSetupOrganization = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationInput) =>
      apiRequest<SetupResponse>('POST', '/api/setup/organization', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ORGANIZATIONS_URL] }),
  });
};

export const useUpdateOrganization = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: OrganizationUpdate }) =>
      apiRequest<Organization>('PUT', `${ORGANIZATIONS_URL}/${id}`, changes),
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationQuery(organization.id).queryKey, organization);
      void queryClient.invalidateQueries({ queryKey: [ORGANIZATIONS_URL] });
      // The shell's branding (name, logo, colours) follows at once.
      void queryClient.invalidateQueries({ queryKey: [MY_ORGANIZATION_URL] });
    },
  });
};

export const useUploadLogo = () =>
  useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData();
      formData.append('logo', file);
      return apiUpload<{ url: string }>('/api/upload/logo', formData);
    },
  });
