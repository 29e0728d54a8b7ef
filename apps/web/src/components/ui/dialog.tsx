import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useReturnFocus } from './use-return-focus';

// Radix Dialog: focus is trapped inside, Escape closes, the page behind is hidden from readers.
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel: string;
  /** Hides the corner close button, e.g. while saving or on a screen that must be finished. */
  hideClose?: boolean;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

export const DialogContent = ({
  className,
  children,
  closeLabel,
  hideClose = false,
  returnFocusFallback,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) => {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }, returnFocusFallback);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60" />
      <DialogPrimitive.Content
        onOpenAutoFocus={returnFocus.onOpenAutoFocus}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-foreground shadow-xl outline-none',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute right-2 top-2 rounded-md p-3 text-muted-foreground md:right-3 md:top-3 md:p-2 hover:bg-accent hover:text-foreground"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
};

export const DialogHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('grid gap-1.5 pr-8', className)} {...props} />
);

export const DialogTitle = ({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Title>) => (
  <DialogPrimitive.Title
    className={cn('text-lg font-semibold leading-tight', className)}
    {...props}
  />
);

export const DialogDescription = ({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) => (
  <DialogPrimitive.Description
    className={cn('text-sm text-muted-foreground', className)}
    {...props}
  />
);

export const DialogFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
    {...props}
  />
);
