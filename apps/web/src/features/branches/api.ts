import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Branch, BranchInput } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';

export const BRANCHES_URL = '/api/branches';

// The wire types are the server's (packages/shared/src/inventory/responses.ts). An org admin's
// organizationId in a body is forced to their own by the server.
export type { Branch } from '@toolyard/shared';

/** Superadmin: every branch. Org admin: their organization's (the server filters). */
export const branchesQuery = () =>
  queryOptions({
    queryKey: [BRANCHES_URL],
    queryFn: ({ signal }) => apiRequest<Branch[]>('GET', BRANCHES_URL, undefined, { signal }),
  });

export const useCreateBranch = () => {
  const refresh = useChangeRefresh('branch');
  return useMutation({
    mutationFn: (body: BranchInput) => apiRequest<Branch>('POST', BRANCHES_URL, body),
    ...refresh,
  });
};

export const useUpdateBranch = () => {
  const refresh = useChangeRefresh('branch');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BranchInput }) =>
      apiRequest<Branch>('PUT', `${BRANCHES_URL}/${id}`, body),
    ...refresh,
  });
};

/** 409 with a message while the branch still holds sites, tools, vehicles, storage or parking. */
export const useDeleteBranch = () => {
  const refresh = useChangeRefresh('branch');
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${BRANCHES_URL}/${id}`),
    ...refresh,
  });
};

/**
 * How a branch reads in a form's select: a superadmin sees every organization's branches, so the
 * organization tells equal names apart.
 */
export const branchOptionLabel = (
  branch: Pick<Branch, 'name' | 'organization'>,
  showOrganization: boolean,
) => (showOrganization ? `${branch.name} (${branch.organization.name})` : branch.name);
