import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, type SiteInput } from '@toolyard/shared';
import { useChangeRefresh } from '@/lib/change-refresh';
import { call, callWhole, urlOf } from '@/lib/api-call';

export const SITES_URL = api.sites.list.path;

// The wire types are the server's (packages/shared/src/inventory/responses.ts).
export type { Site } from '@toolyard/shared';

export const sitesQuery = () =>
  queryOptions({
    queryKey: [SITES_URL],
    queryFn: ({ signal }) => callWhole(api.sites.list, { signal }),
  });

/** One site for its page; 404 when not the reader's. */
export const siteQuery = (siteId: number) =>
  queryOptions({
    queryKey: [urlOf(api.sites.read, { id: siteId })],
    queryFn: ({ signal }) => call(api.sites.read, { params: { id: siteId }, signal }),
  });

/** The tools at a site, for its page (the tools list filtered by site). */
export const siteToolsQuery = (siteId: number) =>
  queryOptions({
    queryKey: [api.tools.list.path, { siteId }],
    queryFn: ({ signal }) => callWhole(api.tools.list, { query: { siteId }, signal }),
  });

/** The site's reports for its page, newest report date first (the reports list filtered by site). */
export const siteReportsQuery = (siteId: number) =>
  queryOptions({
    queryKey: [api.reports.list.path, { siteId }],
    queryFn: ({ signal }) => callWhole(api.reports.list, { query: { siteId }, signal }),
  });

export const useCreateSite = () => {
  const refresh = useChangeRefresh('site');
  return useMutation({
    mutationFn: (body: SiteInput) => call(api.sites.create, { body }),
    ...refresh,
  });
};

export const useUpdateSite = () => {
  const refresh = useChangeRefresh('site');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SiteInput }) =>
      call(api.sites.update, { params: { id }, body }),
    ...refresh,
  });
};

/** 409 with a message while the site has daily reports. */
export const useDeleteSite = () => {
  const refresh = useChangeRefresh('site');
  return useMutation({
    mutationFn: (id: number) => call(api.sites.delete, { params: { id } }),
    ...refresh,
  });
};
