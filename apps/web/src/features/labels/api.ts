import { queryOptions } from '@tanstack/react-query';
import { api, type LabelSheetRequestInput } from '@toolyard/shared';
import { call, urlOf, download } from '@/lib/api-call';

/** What a scanned label is in the reader's organization; 404 for an unknown or foreign code. */
export const labelQuery = (code: string) =>
  queryOptions({
    queryKey: [urlOf(api.labels.resolve, { code })],
    queryFn: ({ signal }) =>
      call(api.labels.resolve, { params: { code: encodeURIComponent(code) }, signal }),
    // A 404 stays a 404: asking again only delays the not-found page.
    retry: false,
  });

/** A sheet of labels as a PDF file (POST: the chosen ids or the list's filters are its body). */
export const downloadLabelSheet = (request: LabelSheetRequestInput) =>
  download(api.labels.print, 'labels.pdf', { body: request });
