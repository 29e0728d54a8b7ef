import type { ReactElement } from 'react';
import { Slot } from 'radix-ui';
import { Label } from './label';
import { cn } from '@/lib/cn';

type FormFieldProps = {
  id: string;
  label: string;
  /** Already translated text; the field is marked invalid while it is set. */
  error?: string;
  /** Already translated help text shown under the control and read with it. */
  hint?: string;
  className?: string;
  /** The one control; it receives the id and the ARIA attributes that tie it to the message. */
  children: ReactElement;
};

/** A label, one control, its hint and its error message, wired together for assistive technology. */
export const FormField = ({ id, label, error, hint, className, children }: FormFieldProps) => {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
};
