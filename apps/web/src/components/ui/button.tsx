import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

// Brand-coloured surfaces take their text colour from --brand-on-* (computed per organization
// colour), so a light organization colour still gets readable text.
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default:
          'bg-primary-700 text-on-primary-700 shadow-sm hover:bg-primary-800 hover:text-on-primary-800',
        destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
        outline: 'border border-input bg-card text-foreground shadow-sm hover:bg-accent',
        ghost: 'text-foreground hover:bg-accent',
        link: 'text-link underline underline-offset-4 hover:no-underline',
      },
      // On a phone every button is a gloved thumb's 44 px (decision 0062); a desk keeps its
      // denser sizes.
      size: {
        default: 'h-11 min-w-11 px-4 py-2 md:h-10 md:min-w-0',
        sm: 'h-11 min-w-11 px-3 md:h-9 md:min-w-0',
        lg: 'h-11 px-6',
        icon: 'size-11 md:size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (e.g. a router Link) with the button's look. */
    asChild?: boolean;
  };

export const Button = ({ className, variant, size, asChild = false, ...props }: ButtonProps) => {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
};
