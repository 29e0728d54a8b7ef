import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from './form-field';
import { SelectField } from './select';

/** Which form field a select is bound to, and what useFieldProps says about it. */
export type SelectBinding<TValues extends FieldValues, TOutput> = {
  /** The form's control; the values it hands over on submit (TOutput) do not matter here. */
  control: Control<TValues, unknown, TOutput>;
  name: Path<TValues>;
  /** From useFieldProps: the control's id and its translated error. */
  id: string;
  error?: string;
  disabled?: boolean;
};

type ControlledSelectProps<TValues extends FieldValues, TOutput> = SelectBinding<
  TValues,
  TOutput
> & {
  label: string;
  hint?: string;
  placeholder?: string;
  /** Runs after the form has the new value, e.g. to clear a field that depends on it. */
  onChanged?: (value: string) => void;
  'aria-required'?: boolean;
  /** The SelectItems. */
  children: ReactNode;
};

/** A labelled select bound to a react-hook-form field. */
export const ControlledSelect = <TValues extends FieldValues, TOutput>({
  control,
  name,
  id,
  error,
  label,
  hint,
  placeholder,
  disabled,
  onChanged,
  'aria-required': ariaRequired,
  children,
}: ControlledSelectProps<TValues, TOutput>) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <FormField id={id} error={error} label={label} hint={hint}>
        <SelectField
          ref={field.ref}
          name={field.name}
          value={field.value}
          onValueChange={(value) => {
            field.onChange(value);
            onChanged?.(value);
          }}
          onBlur={field.onBlur}
          disabled={disabled}
          placeholder={placeholder}
          aria-required={ariaRequired}
        >
          {children}
        </SelectField>
      </FormField>
    )}
  />
);
