import { z } from '../zod.js';
import { listQuerySchema, PAGE_SIZE_DEFAULT } from '../lists/pages.js';
import { pageResponseSchema } from '../lists/responses.js';

/**
 * Every kind of mail that leaves through the mail server (decision 0054): AI notifications, the
 * requests to confirm an address, an admin's own verification link, the daily digest, damage
 * reports, workers' invitations and the superadmins' backup alerts (decision 0065). Each counts against the organization's and the platform's
 * outbound quota.
 */
export const OUTBOUND_MAIL_KINDS = [
  'notification',
  'confirmation',
  'verification',
  'digest',
  'damage',
  'invite',
  'backupAlert',
] as const;
export type OutboundMailKind = (typeof OUTBOUND_MAIL_KINDS)[number];

/** `sending` until the mail server answered; `refused` never reached it (`reason` says why). */
export const OUTBOUND_MAIL_STATES = ['sending', 'sent', 'refused', 'failed'] as const;
export type OutboundMailState = (typeof OUTBOUND_MAIL_STATES)[number];

/** Why a mail was refused before the mail server saw it. */
export const OUTBOUND_REFUSALS = [
  'organization_hour',
  'organization_day',
  'platform_hour',
  'platform_day',
  'recipients_outside',
  'recipients_unconfirmed',
] as const;
export type OutboundRefusal = (typeof OUTBOUND_REFUSALS)[number];

const organizationFilter = z.coerce
  .number({ error: 'validation.invalidFilterId' })
  .int({ message: 'validation.invalidFilterId' })
  .min(1, { message: 'validation.invalidFilterId' })
  .max(2_147_483_647, { message: 'validation.invalidFilterId' })
  .optional();

/**
 * GET /api/mail-log: always a page (the log grows without end, so there is no "whole list"),
 * newest first, optionally one organization's.
 */
export const mailLogQuerySchema = listQuerySchema.omit({ search: true }).extend({
  limit: listQuerySchema.shape.limit.default(PAGE_SIZE_DEFAULT),
  organizationId: organizationFilter,
});
export type MailLogQuery = z.infer<typeof mailLogQuerySchema>;

export const outboundMailResponseSchema = z.object({
  id: z.number(),
  organizationId: z.number().nullable(),
  organizationName: z.string().nullable(),
  kind: z.enum(OUTBOUND_MAIL_KINDS),
  recipientCount: z.number(),
  state: z.enum(OUTBOUND_MAIL_STATES),
  reason: z.enum(OUTBOUND_REFUSALS).nullable(),
  createdAt: z.string(),
});
export type OutboundMail = z.output<typeof outboundMailResponseSchema>;
export const mailLogPageSchema = pageResponseSchema(outboundMailResponseSchema);

/** GET /api/mail-log/summary: per organization, the last 24 hours' recipients by state. */
export const mailLogSummaryResponseSchema = z.array(
  z.object({
    organizationId: z.number().nullable(),
    organizationName: z.string().nullable(),
    sent: z.number(),
    refused: z.number(),
    failed: z.number(),
  }),
);
export type MailLogSummary = z.output<typeof mailLogSummaryResponseSchema>;
