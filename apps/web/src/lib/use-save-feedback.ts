import type { ParseKeys } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from './form-errors';
import { toastFailure, toastSuccess } from './mutation-feedback';

/** What a form hands its mutation's mutate(). */
export type SaveCallbacks = { onSuccess: () => void; onError: (error: Error) => void };

/**
 * The feedback for a form dialog's save: a success toast and the dialog closes, or the
 * failure toast with the server's field messages under the form's fields.
 */
export const useSaveFeedback = <TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  fields: readonly Path<TValues>[],
  onDone: () => void,
) => {
  const { t } = useTranslation();
  return (successKey: ParseKeys, failureKey: ParseKeys): SaveCallbacks => ({
    onSuccess: () => {
      toastSuccess(t, successKey);
      onDone();
    },
    onError: (error) =>
      applyServerFieldErrors(setError, toastFailure(t, failureKey, error), fields),
  });
};
