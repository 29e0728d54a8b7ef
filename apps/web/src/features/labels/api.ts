import { queryOptions } from '@tanstack/react-query';
import type { LabelResolution, LabelSheetRequestInput } from '@toolyard/shared';
import { apiDownload, apiRequest } from '@/lib/api-client';

/** What a scanned label is in the reader's organization; 404 for an unknown or foreign code. */
export const labelQuery = (code: string) =>
  queryOptions({
    queryKey: [`/api/labels/${code}`],
    queryFn: ({ signal }) =>
      apiRequest<LabelResolution>('GET', `/api/labels/${encodeURIComponent(code)}`, undefined, {
        signal,
      }),
    // A 404 stays a 404: asking again only delays the not-found page.
    retry: false,
  });

/** A sheet of labels as a PDF file (POST: the chosen ids or the list's filters are its body). */
export const downloadLabelSheet = (request: LabelSheetRequestInput) =>
  apiDownload('/api/labels/sheets', 'labels.pdf', { body: request });
