import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ParseKeys, TFunction } from 'i18next';

/** Marks messages that came from the server: already localized text, not i18n keys. */
export const SERVER_ERROR_TYPE = 'server';

/** The text to show under a field: schema messages are i18n keys, server ones are final text. */
export const fieldErrorText = (t: TFunction, error: FieldError | undefined): string | undefined => {
  if (!error?.message) return undefined;
  if (error.type === SERVER_ERROR_TYPE) return error.message;
  // Schema messages are keys of the shared locale files (packages/shared/src/auth/schemas.ts).
  return t(error.message as ParseKeys);
};

/** Shows the server's per-field messages under the fields the form has; answers whether any was. */
export const applyServerFieldErrors = <TFieldValues extends FieldValues>(
  setError: UseFormSetError<TFieldValues>,
  fieldErrors: Record<string, string>,
  fields: readonly Path<TFieldValues>[],
): boolean => {
  let first = true;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (!message) continue;
    // The first field in error gets focus, so keyboard and screen reader users land on it.
    setError(field, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: first });
    first = false;
  }
  return !first;
};
