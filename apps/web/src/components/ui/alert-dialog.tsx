import type { ComponentProps } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { useReturnFocus } from './use-return-focus';

// For confirmations: no outside-click dismissal, focus starts on Cancel (the safe choice).
export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogCancel = AlertDialogPrimitive.Cancel;

type AlertDialogContentProps = ComponentProps<typeof AlertDialogPrimitive.Content> & {
  /** Where focus goes on close when the element that opened the dialog is gone (a deleted row). */
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

export const AlertDialogContent = ({
  className,
  returnFocusFallback,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: AlertDialogContentProps) => {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }, returnFocusFallback);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60" />
      <AlertDialogPrimitive.Content
        onOpenAutoFocus={returnFocus.onOpenAutoFocus}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-border bg-card p-6 text-foreground shadow-xl outline-none',
          className,
        )}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
};

export const AlertDialogTitle = ({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Title>) => (
  <AlertDialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />
);

export const AlertDialogDescription = ({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) => (
  <AlertDialogPrimitive.Description
    className={cn('text-sm text-muted-foreground', className)}
    {...props}
  />
);

export const AlertDialogFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
    {...props}
  />
);
