import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, type Branch, type BranchInput } from '@toolyard/shared';
import { useChangeRefresh } from '@/lib/change-refresh';
import { call, callWhole } from '@/lib/api-call';

export const BRANCHES_URL = api.branches.list.path;

// The wire types are the server's (packages/shared/src/inventory/responses.ts). An org admin's
// organizationId in a body is forced to their own by the server.
export type { Branch } from '@toolyard/shared';

/** Superadmin: every branch. Org admin: their organization's (the server filters). */
export const branchesQuery = () =>
  queryOptions({
    queryKey: [BRANCHES_URL],
    queryFn: ({ signal }) => callWhole(api.branches.list, { signal }),
  });

export const useCreateBranch = () => {
  const refresh = useChangeRefresh('branch');
  return useMutation({
    mutationFn: (body: BranchInput) => call(api.branches.create, { body }),
    ...refresh,
  });
};

export const useUpdateBranch = () => {
  const refresh = useChangeRefresh('branch');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BranchInput }) =>
      call(api.branches.update, { params: { id }, body }),
    ...refresh,
  });
};

/** 409 with a message while the branch still holds sites, tools, vehicles, storage or parking. */
export const useDeleteBranch = () => {
  const refresh = useChangeRefresh('branch');
  return useMutation({
    mutationFn: (id: number) => call(api.branches.delete, { params: { id } }),
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
