import type { ParseKeys } from 'i18next';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';

/**
 * A failed user change: the localized "Failed to …" as the title, the server's own
 * message (already in the UI language) as the description. Answers the field messages.
 */
export const showUserFailure = (
  t: (key: ParseKeys) => string,
  titleKey: ParseKeys,
  error: unknown,
): Record<string, string> => {
  const { message, fieldErrors } = errorDetails(error);
  toast({ variant: 'destructive', title: t(titleKey), description: message ?? undefined });
  return fieldErrors;
};
