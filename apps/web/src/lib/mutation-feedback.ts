import type { ParseKeys } from 'i18next';
import { onlineManager } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { errorDetails } from './api-error';

type Translate = (key: ParseKeys) => string;

/** A change that worked — titled "Success", the localized message below. */
export const toastSuccess = (t: Translate, messageKey: ParseKeys) =>
  toast({ title: t('common.success'), description: t(messageKey) });

/** The request never left the device: fetch fails with a TypeError, and the device is offline. */
const sentNothingOffline = (error: unknown) =>
  error instanceof TypeError && !onlineManager.isOnline();

/**
 * A change that failed — titled "Error", with the server's (already localized) message,
 * or the screen's own "Failed to …" text when the server sent none; offline, that nothing was
 * sent and the form still holds it. Answers the field messages, so a form can show them under
 * its fields.
 */
export const toastFailure = (
  t: Translate,
  fallbackKey: ParseKeys,
  error: unknown,
): Record<string, string> => {
  const { message, fieldErrors } = errorDetails(error);
  toast({
    variant: 'destructive',
    title: t('common.error'),
    description: sentNothingOffline(error)
      ? t('offline.changeNotSent')
      : (message ?? t(fallbackKey)),
  });
  return fieldErrors;
};
