import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshApi } from '@/lib/api-cache';

export const SITES_URL = '/api/sites';

/** A site as GET /api/sites lists it (spec 3). */
export type Site = {
  id: number;
  name: string;
  address: string;
  contactName: string | null;
  contactPhone: string | null;
  active: boolean;
  branchId: number;
  organizationId: number;
  branch: { id: number; name: string; organization: { id: number; name: string } };
};

export type SiteBody = {
  name: string;
  address: string;
  contactName: string | null;
  contactPhone: string | null;
  branchId: number;
  active: boolean;
};

export const sitesQuery = () =>
  queryOptions({
    queryKey: [SITES_URL],
    queryFn: ({ signal }) => apiRequest<Site[]>('GET', SITES_URL, undefined, { signal }),
  });

// Tools and reports show site names; the organization page counts sites.
const AFFECTED = [SITES_URL, '/api/tools', '/api/reports', '/api/dashboard', '/api/activity'];

export const useCreateSite = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: (body: SiteBody) => apiRequest<Site>('POST', SITES_URL, body),
    onSuccess: () => refresh(),
  });
};

export const useUpdateSite = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SiteBody }) =>
      apiRequest<Site>('PUT', `${SITES_URL}/${id}`, body),
    onSuccess: () => refresh(),
  });
};

/** 409 with a message while the site has daily reports. */
export const useDeleteSite = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${SITES_URL}/${id}`),
    onSuccess: () => refresh(),
  });
};
