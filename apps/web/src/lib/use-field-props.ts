import { useId } from 'react';
import type { FieldError, FieldErrors, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './form-errors';

/** What a FormField needs of one form field: a unique id and its translated error. */
export const useFieldProps = <TValues extends FieldValues>(errors: FieldErrors<TValues>) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  return (name: Path<TValues>) => ({
    id: `${idPrefix}-${name}`,
    error: fieldErrorText(t, errors[name] as FieldError | undefined),
  });
};
