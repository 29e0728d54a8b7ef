import { z } from '../zod.js';
import { singleLineString } from '../text-fields.js';

export const RECIPIENTS_MAX = 20;
export const PROMPT_MAX = 2000;
export const SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 10_000;

/** "a@x.com, b@y.com" as typed into the recipients field: trimmed, empty parts dropped, no duplicates. */
export const parseRecipients = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,;\n]/)
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

// zod's e-mail rule admits no spaces, CR or LF: a recipient cannot smuggle in mail headers.
const recipient = z
  .email({ message: 'validation.recipientInvalid' })
  .max(254, { message: 'validation.recipientInvalid' });

const singleLine = (max: number, key: string) =>
  singleLineString(key).trim().min(1, { message: key }).max(max, { message: 'validation.textMax' });

/** AI notification: a prompt and at least one recipient. */
export const aiNotifyDraftSchema = z.object({
  organizationId: z.coerce.number().int().positive().optional(),
  prompt: z
    .string({ error: 'validation.promptRequired' })
    .trim()
    .min(1, { message: 'validation.promptRequired' })
    .max(PROMPT_MAX, { message: 'validation.textMax' }),
  recipients: z
    .array(recipient, { error: 'validation.recipientsRequired' })
    .min(1, { message: 'validation.recipientsRequired' })
    .max(RECIPIENTS_MAX, { message: 'validation.recipientsMax' }),
});

/** Sending: the same, optionally with the previewed (and possibly edited) message. */
export const aiNotifySchema = aiNotifyDraftSchema.extend({
  message: z
    .object({
      subject: singleLine(SUBJECT_MAX, 'validation.subjectRequired'),
      body: z
        .string()
        .trim()
        .min(1, { message: 'validation.contentRequired' })
        .max(MESSAGE_BODY_MAX, { message: 'validation.textMax' }),
    })
    .optional(),
});
export type AiNotifyInput = z.input<typeof aiNotifySchema>;

/**
 * Whom an organization may write to (decision 0054, superseding 0012 in part): only its own
 * members who confirmed their address by a link (`confirmed`); `any` when nothing leaves the
 * machine (the outbox) or for the platform's operator.
 */
export const RECIPIENT_REACHES = ['any', 'confirmed'] as const;
export type RecipientReach = (typeof RECIPIENT_REACHES)[number];

/** A notification is recorded before delivery, then marked as delivered or not. */
export const NOTIFICATION_STATUSES = ['sending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
