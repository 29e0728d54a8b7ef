import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, type Report, type ReportInput } from '@toolyard/shared';
import { useQueueableMutation } from '@/features/offline';
import { useChangeRefresh } from '@/lib/change-refresh';
import { saveFile } from '@/lib/file-download';
import { call, callWhole, urlOf, download } from '@/lib/api-call';

export const REPORTS_URL = api.reports.list.path;

// The wire type is the server's (packages/shared/src/reports/responses.ts). The author of a new or
// edited report is always the caller (server side).
export type { Report } from '@toolyard/shared';

/** The 5 newest, for the dashboards. */
export const recentReportsQuery = () =>
  queryOptions({
    queryKey: [api.reports.recent.path],
    queryFn: ({ signal }) => callWhole(api.reports.recent, { signal }),
  });

export const reportQuery = (id: number) =>
  queryOptions({
    queryKey: [urlOf(api.reports.read, { id })],
    queryFn: ({ signal }) => call(api.reports.read, { params: { id }, signal }),
  });

/**
 * A new report goes through the offline queue (decision 0034): written on site without signal,
 * it is kept on the device and sent when the connection returns; the queue refreshes the lists.
 */
export const useCreateReport = () =>
  useQueueableMutation((body: ReportInput) => ({
    kind: 'createReport',
    path: REPORTS_URL,
    body,
    subject: { id: null, name: body.title },
  }));

export const useUpdateReport = () => {
  const refresh = useChangeRefresh('report');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReportInput }) =>
      call(api.reports.update, { params: { id }, body }),
    ...refresh,
  });
};

export const useDeleteReport = () => {
  const refresh = useChangeRefresh('report');
  return useMutation({
    mutationFn: (id: number) => call(api.reports.delete, { params: { id } }),
    ...refresh,
  });
};

/** Fetches the PDF with the bearer token and hands it to the browser to save. */
export const useDownloadReport = () =>
  useMutation({
    mutationFn: async (report: Pick<Report, 'id'>) =>
      saveFile(
        await download(api.reports.download, `report-${report.id}.pdf`, {
          params: { id: report.id },
        }),
      ),
  });
