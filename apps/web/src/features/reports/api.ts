import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Report, ReportInput } from '@toolyard/shared';
import { useQueueableMutation } from '@/features/offline';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';
import { saveFile } from '@/lib/file-download';

export const REPORTS_URL = '/api/reports';

// The wire type is the server's (packages/shared/src/reports/responses.ts). The author of a new or
// edited report is always the caller (server side).
export type { Report } from '@toolyard/shared';

/** The 5 newest, for the dashboards. */
export const recentReportsQuery = () =>
  queryOptions({
    queryKey: [`${REPORTS_URL}/recent`],
    queryFn: ({ signal }) =>
      apiRequest<Report[]>('GET', `${REPORTS_URL}/recent`, undefined, { signal }),
  });

export const reportQuery = (id: number) =>
  queryOptions({
    queryKey: [`${REPORTS_URL}/${id}`],
    queryFn: ({ signal }) =>
      apiRequest<Report>('GET', `${REPORTS_URL}/${id}`, undefined, { signal }),
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
      apiRequest<Report>('PUT', `${REPORTS_URL}/${id}`, body),
    ...refresh,
  });
};

export const useDeleteReport = () => {
  const refresh = useChangeRefresh('report');
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${REPORTS_URL}/${id}`),
    ...refresh,
  });
};

/** Fetches the PDF with the bearer token and hands it to the browser to save. */
export const useDownloadReport = () =>
  useMutation({
    mutationFn: async (report: Pick<Report, 'id'>) =>
      saveFile(
        await apiDownload(`${REPORTS_URL}/${report.id}/download`, `report-${report.id}.pdf`),
      ),
  });
