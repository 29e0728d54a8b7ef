import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  label: string;
  /** Already translated; the box is marked invalid while it is set. */
  error?: string | undefined;
};

/**
 * A native checkbox with its label as one large target (44 px high: gloves), and its message
 * read with it.
 */
export const CheckboxField = ({ label, error, className, ...input }: CheckboxFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-1', className)}>
      <label
        htmlFor={id}
        // 12 px of label left of the box too: a thumb centred on the box still lands on it.
        className="-mx-3 flex min-h-11 cursor-pointer items-center gap-3 px-3 text-sm"
      >
        <input
          id={id}
          type="checkbox"
          className="size-5 shrink-0 accent-foreground"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
};
