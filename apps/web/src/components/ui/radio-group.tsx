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
      // The 20 px circle is drawn; a 44 px square around it takes the tap (decision 0062): 14 px
      // beyond its padding box, inside the 2 px border.
      "relative after:absolute after:-inset-3.5 after:content-['']",
      'flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-input bg-card disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-foreground',
      className,
    )}
    {...props}
  >
    <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-foreground" />
  </RadioGroupPrimitive.Item>
);
