import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshApi } from '@/lib/api-cache';

export const BRANCHES_URL = '/api/branches';

/** A branch as GET /api/branches lists it (spec 3). */
export type Branch = {
  id: number;
  name: string;
  address: string | null;
  contactPhone: string | null;
  organizationId: number;
  managerId: number | null;
  organization: { name: string };
  manager: { firstName: string; lastName: string } | null;
  createdAt: string;
};

/** POST/PUT body; an org admin's organizationId is forced to their own by the server. */
export type BranchBody = {
  name: string;
  address: string | null;
  contactPhone: string | null;
  organizationId: number | null;
  managerId: number | null;
};

/** Superadmin: every branch. Org admin: their organization's (the server filters). */
export const branchesQuery = () =>
  queryOptions({
    queryKey: [BRANCHES_URL],
    queryFn: ({ signal }) => apiRequest<Branch[]>('GET', BRANCHES_URL, undefined, { signal }),
  });

// A branch's name shows on every inventory list, and its counts on the organization page.
const AFFECTED = [
  BRANCHES_URL,
  '/api/sites',
  '/api/tools',
  '/api/vehicles',
  '/api/storage-units',
  '/api/parking-locations',
  '/api/activity',
];

export const useCreateBranch = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: (body: BranchBody) => apiRequest<Branch>('POST', BRANCHES_URL, body),
    onSuccess: () => refresh(),
  });
};

export const useUpdateBranch = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BranchBody }) =>
      apiRequest<Branch>('PUT', `${BRANCHES_URL}/${id}`, body),
    onSuccess: () => refresh(),
  });
};

/** 409 with a message while the branch still holds sites, tools, vehicles, storage or parking. */
export const useDeleteBranch = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${BRANCHES_URL}/${id}`),
    onSuccess: () => refresh(),
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
