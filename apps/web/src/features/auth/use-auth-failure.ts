import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';

type FailureKey = 'auth.loginFailed' | 'auth.registrationFailed';

/**
 * What a failed login or registration shows: a destructive toast with the server's message (it
 * arrives translated) and its per-field messages under the fields. The typed values stay.
 */
export const useAuthFailure = <TFieldValues extends FieldValues>(
  titleKey: FailureKey,
  form: Pick<UseFormReturn<TFieldValues, unknown, TFieldValues>, 'setError' | 'setFocus'>,
  fields: readonly Path<TFieldValues>[],
) => {
  const { t } = useTranslation();
  return (error: unknown) => {
    const { message, fieldErrors } = errorDetails(error);
    const focused = applyServerFieldErrors(form.setError, fieldErrors, fields);
    // The submit button was disabled while pending, which drops keyboard focus to the page;
    // put it back at the start of the form rather than leave keyboard users at the top.
    const [firstField] = fields;
    if (!focused && firstField && document.activeElement === document.body) {
      form.setFocus(firstField);
    }
    toast({
      variant: 'destructive',
      title: t(titleKey),
      description: message ?? t('errors.generic'),
    });
  };
};
