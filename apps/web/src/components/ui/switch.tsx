import type { ComponentProps } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

/** An on/off switch (role="switch"); pair it with a <Label htmlFor>. */
export const Switch = ({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) => (
  <SwitchPrimitive.Root
    className={cn(
      // Track borders and the thumb stay ≥ 3:1 against the card in both states and themes.
      // The 24 px track is drawn; 44 px of height take the tap (decision 0062): 12 px above and
      // below its 20 px padding box.
      "relative after:absolute after:-inset-y-3 after:inset-x-0 after:content-['']",
      'inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-input bg-muted transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-foreground data-[state=checked]:bg-foreground',
      className,
    )}
    {...props}
  >
    <SwitchPrimitive.Thumb className="block size-4 translate-x-0.5 rounded-full bg-slate-600 shadow transition-transform data-[state=checked]:translate-x-5 data-[state=checked]:bg-card dark:bg-slate-300" />
  </SwitchPrimitive.Root>
);
