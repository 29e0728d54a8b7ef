import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  type Count,
  type Organization,
  type OrganizationInput,
  type OrganizationUpdate,
  type PublicUser,
} from '@toolyard/shared';
import { useChangeRefresh } from '@/lib/change-refresh';
import { call, callWhole, upload } from '@/lib/api-call';

export const MY_ORGANIZATION_URL = api.organizations.readOwn.path;
export const ORGANIZATIONS_URL = api.organizations.list.path;

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
        return await call(api.organizations.readOwn, { signal });
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
    queryFn: ({ signal }) => callWhole(api.organizations.list, { signal }),
  });

/** One organization; errors (404 for another tenant's) reach the screen, which shows them. */
export const organizationQuery = (id: number) =>
  queryOptions({
    queryKey: [ORGANIZATIONS_URL, id],
    queryFn: ({ signal }) => call(api.organizations.read, { params: { id }, signal }),
  });

export const COUNTED_ENTITIES = [
  'branches',
  'sites',
  'tools',
  'vehicles',
  'storage-units',
] as const;
export type CountedEntity = (typeof COUNTED_ENTITIES)[number];

const COUNT_OF = {
  branches: api.counts.branches,
  sites: api.counts.sites,
  tools: api.counts.tools,
  vehicles: api.counts.vehicles,
  'storage-units': api.counts.storageUnits,
} as const satisfies Record<CountedEntity, unknown>;

/** How many records of a kind an organization has; 0 when the count cannot be had. */
export const countQuery = (entity: CountedEntity, organizationId: number) =>
  queryOptions({
    queryKey: [COUNT_OF[entity].path, organizationId],
    queryFn: async ({ signal }) => {
      try {
        // Checked all the same: a proxy's odd answer must not break the page.
        const answer: Partial<Count> | undefined = await call(COUNT_OF[entity], {
          query: { organizationId },
          signal,
        });
        return typeof answer?.count === 'number' ? answer.count : 0;
      } catch {
        return 0;
      }
    },
  });

export const WORKERS_URL = api.users.listWorkers.path;

export const organizationWorkersQuery = (organizationId: number) =>
  queryOptions({
    queryKey: [WORKERS_URL, organizationId],
    queryFn: ({ signal }) =>
      callWhole(api.users.listWorkers, { query: { organizationId }, signal }),
  });

export const useSetupOrganization = () => {
  const refresh = useChangeRefresh('organization');
  return useMutation({
    mutationFn: (input: OrganizationInput) => call(api.organizations.setup, { body: input }),
    ...refresh,
  });
};

export const useUpdateOrganization = () => {
  const queryClient = useQueryClient();
  const refresh = useChangeRefresh('organization');
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: OrganizationUpdate }) =>
      call(api.organizations.update, { params: { id }, body: changes }),
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
      return upload(api.uploads.uploadLogo, formData);
    },
  });
