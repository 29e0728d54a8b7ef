import { queryOptions } from '@tanstack/react-query';
import type { LabelResolution } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';

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
