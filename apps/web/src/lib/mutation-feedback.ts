import type { ParseKeys } from 'i18next';
import { toast } from '@/components/ui/use-toast';
import { errorDetails } from './api-error';

type Translate = (key: ParseKeys) => string;

/** Spec 8: a change that worked — titled "Success", the localized message below. */
export const toastSuccess = (t: Translate, messageKey: ParseKeys) =>
  toast({ title: t('common.success'), description: t(messageKey) });

/**
 * Spec 8: a change that failed — titled "Error", with the server's (already localized) message,
 * or the screen's own "Failed to …" text when the server sent none. Answers the field messages,
 * so a form can show them under its fields.
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
    description: message ?? t(fallbackKey),
  });
  return fieldErrors;
};
