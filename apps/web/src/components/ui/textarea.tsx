import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Textarea = ({ className, ...props }: ComponentProps<'textarea'>) => (
  <textarea
    className={cn(
      'flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60',
      'aria-invalid:border-2 aria-invalid:border-danger',
      className,
    )}
    {...props}
  />
);
