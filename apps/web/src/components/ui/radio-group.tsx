import type { ComponentProps } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

export const RadioGroup = ({
  className,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Root>) => (
  <RadioGroupPrimitive.Root className={cn('grid gap-3', className)} {...props} />
);

/** A round radio; pair it with a <Label htmlFor>. The dot marks the choice, not colour alone. */
export const RadioGroupItem = ({
  className,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item>) => (
  <RadioGroupPrimitive.Item
    className={cn(
      'flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-input bg-card disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-foreground',
      className,
    )}
    {...props}
  >
    <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-foreground" />
  </RadioGroupPrimitive.Item>
);
