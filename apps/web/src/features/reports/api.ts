import { queryOptions, useMutation } from '@tanstack/react-query';
import { fullName } from '@toolyard/shared';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { useRefreshApi } from '@/lib/api-cache';
import { saveFile } from '@/lib/file-download';

export const REPORTS_URL = '/api/reports';

type Named = { id: number; name: string };

/** A daily report as GET /api/reports answers it (spec 3). */
export type Report = {
  id: number;
  organizationId: number;
  title: string;
  content: string;
  siteId: number;
  userId: number | null;
  /** 'yyyy-MM-dd' */
  reportDate: string;
  createdAt: string;
  updatedAt: string;
  user: { firstName: string; lastName: string } | null;
  site: { id: number; name: string; branch: Named; organization: Named };
};

/** POST and PUT /api/reports; the author is always the caller (server side). */
export type ReportBody = { title: string; content: string; siteId: number; reportDate: string };

/** The author's name, or null when the account no longer exists. */
export const reportAuthor = (report: Pick<Report, 'user'>) =>
  report.user ? fullName(report.user) || null : null;

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

// A report change shows in the lists, the dashboards' figures and the activity feed.
const AFFECTED = [REPORTS_URL, '/api/dashboard', '/api/activity'];

export const useCreateReport = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: (body: ReportBody) => apiRequest<Report>('POST', REPORTS_URL, body),
    onSuccess: () => refresh(),
  });
};

export const useUpdateReport = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReportBody }) =>
      apiRequest<Report>('PUT', `${REPORTS_URL}/${id}`, body),
    onSuccess: () => refresh(),
  });
};

export const useDeleteReport = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${REPORTS_URL}/${id}`),
    onSuccess: () => refresh(),
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
