import { listNotifications } from '../../notifications/index.js';
import { defineExport } from '../export-list.js';

/** The words the history shows for a message's status (decision 0012). */
const STATUS_LABELS = {
  sent: 'notifications.deliveryStatusSent',
  failed: 'notifications.deliveryStatusFailed',
  sending: 'notifications.deliveryStatusSending',
} as const;

const DELIVERY_LABELS: Record<string, string> = {
  smtp: 'notifications.deliveryEmail',
  outbox: 'notifications.deliveryOutbox',
};

const WRITER_LABELS: Record<string, string> = {
  model: 'notifications.writerModel',
  template: 'notifications.writerTemplate',
};

// A code the words above do not know (an older row's) is written as it is stored.
const worded = (labels: Record<string, string>, code: string, t: (key: string) => string) => {
  const key = labels[code];
  return key ? t(key) : code;
};

export const notificationsExport = defineExport({
  fileName: 'notifications',
  title: 'notifications.historyTitle',
  page: listNotifications,
  columns: [
    { header: 'notifications.sentAt', kind: 'instant', value: (message) => message.createdAt },
    { header: 'notifications.subject', value: (message) => message.subject },
    { header: 'notifications.recipients', value: (message) => message.recipients.join(', ') },
    { header: 'notifications.sender', value: (message) => message.sender },
    {
      header: 'notifications.delivery',
      value: (message, t) => worded(DELIVERY_LABELS, message.delivery, t),
    },
    {
      header: 'notifications.deliveryStatus',
      value: (message, t) => t(STATUS_LABELS[message.status]),
    },
    {
      header: 'notifications.writer',
      value: (message, t) => worded(WRITER_LABELS, message.writer, t),
    },
    { header: 'notifications.body', value: (message) => message.body },
  ],
});
