import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Input = ({ className, type = 'text', ...props }: ComponentProps<'input'>) => (
  <input
    type={type}
    className={cn(
      'flex h-11 md:h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60',
      'aria-invalid:border-danger aria-invalid:border-2',
      className,
    )}
    {...props}
  />
);
