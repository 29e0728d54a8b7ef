import { queryOptions } from '@tanstack/react-query';
import { api } from '@toolyard/shared';
import { call } from '@/lib/api-call';

/** The platform's outbound mail, newest first, paged (decision 0054); superadmins only. */
export const MAIL_LOG_URL = api.mailLog.list.path;

/** Per organization, the last 24 hours' recipients: sent, refused, failed. */
export const mailLogSummaryQuery = () =>
  queryOptions({
    queryKey: [MAIL_LOG_URL, 'summary'],
    queryFn: ({ signal }) => call(api.mailLog.summary, { signal }),
  });
