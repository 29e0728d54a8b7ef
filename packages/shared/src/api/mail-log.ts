import { endpoint } from './endpoint.js';
import {
  mailLogPageSchema,
  mailLogQuerySchema,
  mailLogSummaryResponseSchema,
} from '../notifications/mail-log.js';

/** The mail log routes (docs/architecture.md, "The API table"). */
export const mailLogApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/mail-log',
    access: 'mailLog.read',
    tags: ['mail-log'],
    summary:
      'Every mail handed to the mail server or refused before it (quota, recipients), newest first, a page at a time; optionally one organization’s',
    query: mailLogQuerySchema,
    answer: mailLogPageSchema,
    status: 200,
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/mail-log/summary',
    access: 'mailLog.read',
    tags: ['mail-log'],
    summary:
      'Per organization, the recipients of the last 24 hours’ mails: sent, refused and failed',
    answer: mailLogSummaryResponseSchema,
    status: 200,
  }),
};
