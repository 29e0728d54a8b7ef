import type { ComponentProps, ReactNode } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useCollisionPadding } from './use-collision-padding';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

/** The closed select: a button a <label htmlFor> names (FormField passes id and ARIA to it). */
export const SelectTrigger = ({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) => (
  <SelectPrimitive.Trigger
    className={cn(
      'flex h-11 md:h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-left text-sm text-foreground disabled:cursor-not-allowed disabled:opacity-60 data-[placeholder]:text-muted-foreground',
      'aria-invalid:border-2 aria-invalid:border-danger',
      className,
    )}
    {...props}
  >
    <span className="truncate">{children}</span>
    <SelectPrimitive.Icon asChild>
      <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </SelectPrimitive.Icon>
  </SelectPrimitive.Trigger>
);

export const SelectContent = ({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) => (
  <SelectPrimitive.Portal>
    <SelectPrimitive.Content
      position="popper"
      sideOffset={4}
      collisionPadding={useCollisionPadding()}
      className={cn(
        'z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-border bg-card text-foreground shadow-lg',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
    </SelectPrimitive.Content>
  </SelectPrimitive.Portal>
);

export const SelectItem = ({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) => (
  <SelectPrimitive.Item
    className={cn(
      'relative flex cursor-default select-none items-center rounded-sm py-2 pl-8 pr-2 text-sm outline-none data-[highlighted]:bg-accent data-[disabled]:pointer-events-none data-[disabled]:opacity-60',
      className,
    )}
    {...props}
  >
    <span className="absolute left-2 flex size-4 items-center justify-center">
      <SelectPrimitive.ItemIndicator>
        <Check className="size-4" aria-hidden="true" />
      </SelectPrimitive.ItemIndicator>
    </span>
    <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
  </SelectPrimitive.Item>
);

type SelectFieldProps = Omit<ComponentProps<typeof SelectPrimitive.Trigger>, 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
  name?: string;
  /** Shown while nothing is chosen (value ''). */
  placeholder?: string;
  /** The SelectItems. */
  children: ReactNode;
};

/**
 * A whole select as one element, for FormField: the id and ARIA attributes FormField hands its
 * child land on the trigger (the Radix Root is no element and would drop them).
 */
export const SelectField = ({
  value,
  onValueChange,
  name,
  disabled,
  placeholder,
  children,
  ...triggerProps
}: SelectFieldProps) => (
  <Select value={value} onValueChange={onValueChange} name={name} disabled={disabled}>
    <SelectTrigger {...triggerProps}>
      <SelectValue placeholder={placeholder} />
    </SelectTrigger>
    <SelectContent>{children}</SelectContent>
  </Select>
);
