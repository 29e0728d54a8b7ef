import type { ParseKeys } from 'i18next';
import { toast } from '@/lib/use-toast';
import { toastSuccess } from '@/lib/mutation-feedback';
import type { Delivery } from './offline-actions';

type Translate = (key: ParseKeys) => string;

/**
 * The success toast for a write that was sent, or — kept on the device without signal —
 * that it is saved here and will be sent when the connection returns.
 */
export const toastDelivered = (t: Translate, delivery: Delivery<unknown>, sentKey: ParseKeys) => {
  if (!delivery.queued) {
    toastSuccess(t, sentKey);
    return;
  }
  toast({ title: t('offline.queuedTitle'), description: t('offline.queued') });
};
