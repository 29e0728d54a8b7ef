import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Report, Site, SiteInput, Tool } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';

export const SITES_URL = '/api/sites';

// The wire types are the server's (packages/shared/src/inventory/responses.ts).
export type { Site } from '@toolyard/shared';

export const sitesQuery = () =>
  queryOptions({
    queryKey: [SITES_URL],
    queryFn: ({ signal }) => apiRequest<Site[]>('GET', SITES_URL, undefined, { signal }),
  });

/** One site for its page; 404 when not the reader's. */
export const siteQuery = (siteId: number) =>
  queryOptions({
    queryKey: [`${SITES_URL}/${siteId}`],
    queryFn: ({ signal }) =>
      apiRequest<Site>('GET', `${SITES_URL}/${siteId}`, undefined, { signal }),
  });

/** The tools at a site, for its page (the tools list filtered by site). */
export const siteToolsQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['/api/tools', { siteId }],
    queryFn: ({ signal }) =>
      apiRequest<Tool[]>('GET', `/api/tools?siteId=${siteId}`, undefined, { signal }),
  });

/** The site's reports for its page, newest report date first (the reports list filtered by site). */
export const siteReportsQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['/api/reports', { siteId }],
    queryFn: ({ signal }) =>
      apiRequest<Report[]>('GET', `/api/reports?siteId=${siteId}`, undefined, { signal }),
  });

export const useCreateSite = () => {
  const refresh = useChangeRefresh('site');
  return useMutation({
    mutationFn: (body: SiteInput) => apiRequest<Site>('POST', SITES_URL, body),
    ...refresh,
  });
};

export const useUpdateSite = () => {
  const refresh = useChangeRefresh('site');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SiteInput }) =>
      apiRequest<Site>('PUT', `${SITES_URL}/${id}`, body),
    ...refresh,
  });
};

/** 409 with a message while the site has daily reports. */
export const useDeleteSite = () => {
  const refresh = useChangeRefresh('site');
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${SITES_URL}/${id}`),
    ...refresh,
  });
};
