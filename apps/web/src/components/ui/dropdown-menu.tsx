import type { ComponentProps } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useCollisionPadding } from './use-collision-padding';

// Non-modal: a modal menu hides the rest of the page with aria-hidden while its controls stay
// focusable, which screen readers and axe both trip over. Escape, Tab and outside clicks still close it.
export const DropdownMenu = (props: ComponentProps<typeof MenuPrimitive.Root>) => (
  <MenuPrimitive.Root modal={false} {...props} />
);
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

export const DropdownMenuContent = ({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) => (
  // No portal: the menu stays inside its trigger's landmark (header, aside), so all content is in
  // landmarks. Radix positions it `fixed`, so no ancestor's overflow clips it.
  <MenuPrimitive.Content
    sideOffset={sideOffset}
    collisionPadding={useCollisionPadding()}
    className={cn(
      'z-50 min-w-44 overflow-hidden rounded-md border border-border bg-card p-1 text-foreground shadow-lg',
      className,
    )}
    {...props}
  />
);

const itemClass =
  'relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none max-md:min-h-11 data-[highlighted]:bg-accent data-[disabled]:pointer-events-none data-[disabled]:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

export const DropdownMenuItem = ({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Item>) => (
  <MenuPrimitive.Item className={cn(itemClass, className)} {...props} />
);

export const DropdownMenuRadioItem = ({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) => (
  <MenuPrimitive.RadioItem className={cn(itemClass, 'pl-8', className)} {...props}>
    <span className="absolute left-2 flex size-4 items-center justify-center">
      <MenuPrimitive.ItemIndicator>
        <Check aria-hidden="true" />
      </MenuPrimitive.ItemIndicator>
    </span>
    {children}
  </MenuPrimitive.RadioItem>
);

export const DropdownMenuLabel = ({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) => (
  <MenuPrimitive.Label
    className={cn('px-2 py-1.5 text-xs font-semibold text-muted-foreground', className)}
    {...props}
  />
);

export const DropdownMenuSeparator = ({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) => (
  <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
);
