import type { SentNotification } from '@toolyard/shared';
import { DATE_TIME_FORMAT, formatDateValue } from '@/lib/date-format';

export type DeliveryKind = 'smtp' | 'outbox' | 'other';
export type WriterKind = 'model' | 'template' | 'digest' | 'other';
export type StatusKind = 'sent' | 'failed' | 'sending';

export const deliveryKind = (delivery: string): DeliveryKind =>
  delivery === 'smtp' || delivery === 'outbox' ? delivery : 'other';

export const writerKind = (writer: string): WriterKind =>
  writer === 'model' || writer === 'template' || writer === 'digest' ? writer : 'other';

/** Anything but a confirmed outcome reads as not confirmed. */
export const statusKind = (status: string): StatusKind =>
  status === 'sent' || status === 'failed' ? status : 'sending';

/** What a history row shows, already formatted; null parts are shown as "not recorded". */
export type HistoryRow = {
  id: number;
  sentAt: string | null;
  subject: string;
  recipients: string;
  sender: string | null;
  delivery: DeliveryKind;
  status: StatusKind;
  writer: WriterKind;
};

/**
 * A message as its history row: 'MMM d, yyyy h:mm a' in the UI language and `timeZone` (the
 * organization's, decision 0061), recipients joined.
 */
export const historyRow = (
  message: SentNotification,
  language: string | undefined,
  timeZone?: string,
): HistoryRow => ({
  id: message.id,
  sentAt: formatDateValue(message.createdAt, language, DATE_TIME_FORMAT, timeZone),
  subject: message.subject,
  recipients: message.recipients.join(', '),
  sender: message.sender?.trim() || null,
  delivery: deliveryKind(message.delivery),
  status: statusKind(message.status),
  writer: writerKind(message.writer),
});
