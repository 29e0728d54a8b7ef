import { queryOptions } from '@tanstack/react-query';
import type { MailLogSummary } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';

/** The platform's outbound mail, newest first, paged (decision 0054); superadmins only. */
export const MAIL_LOG_URL = '/api/mail-log';
const MAIL_LOG_SUMMARY_URL = '/api/mail-log/summary';

/** Per organization, the last 24 hours' recipients: sent, refused, failed. */
export const mailLogSummaryQuery = () =>
  queryOptions({
    queryKey: [MAIL_LOG_URL, 'summary'],
    queryFn: ({ signal }) =>
      apiRequest<MailLogSummary>('GET', MAIL_LOG_SUMMARY_URL, undefined, { signal }),
  });
