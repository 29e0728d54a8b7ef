import type { FairShareOptions } from '../../lib/fair-share.js';

/**
 * Exports streaming at once in this process, and each organization's and user's share of them
 * (decision 0057). An export holds its slot while it streams — 50,000 rows take seconds — and
 * writes rows on the event loop between its page reads: a few at a time keep that a few slices'
 * worth for everyone else. Beyond its share an export waits briefly, then gets 429/503 with
 * Retry-After.
 */
export const EXPORT_SHARE: FairShareOptions = {
  slots: 4,
  perOrganization: 2,
  // Two people of an organization may export at once; one person, one file at a time.
  perUser: 1,
  waitingPerOrganization: 4,
  waitingPerUser: 2,
  waitingTotal: 32,
  maxWaitMs: 1_500,
  retryAfterSeconds: 5,
  messages: { busy: 'errors.serverBusy', pastShare: 'errors.organizationBusy' },
};
