import type { ReactElement } from 'react';
import { Slot } from 'radix-ui';
import { Label } from './label';
import { cn } from '@/lib/cn';

type FormFieldProps = {
  id: string;
  label: string;
  /** Already translated text; the field is marked invalid while it is set. */
  error?: string;
  className?: string;
  /** The one control; it receives the id and the ARIA attributes that tie it to the message. */
  children: ReactElement;
};

/** A label, one control and its error message, wired together for assistive technology. */
export const FormField = ({ id, label, error, className, children }: FormFieldProps) => {
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </Slot.Root>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
};
