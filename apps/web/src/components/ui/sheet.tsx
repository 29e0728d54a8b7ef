import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

// A side drawer on Radix Dialog: focus is trapped inside, Escape and an outside click close it.
export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel: string;
};

export const SheetContent = ({ className, children, closeLabel, ...props }: SheetContentProps) => (
  <DialogPrimitive.Portal>
    <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
    <DialogPrimitive.Content
      // The title names the drawer; there is no separate description to point at.
      aria-describedby={undefined}
      className={cn(
        'fixed inset-y-0 left-0 z-50 flex h-full w-64 max-w-[85vw] flex-col bg-card text-foreground shadow-xl outline-none',
        className,
      )}
      {...props}
    >
      {children}
      <DialogPrimitive.Close
        aria-label={closeLabel}
        className="absolute right-2 top-2 rounded-md p-3 text-muted-foreground md:p-2 hover:bg-accent hover:text-foreground"
      >
        <X className="size-5" aria-hidden="true" />
      </DialogPrimitive.Close>
    </DialogPrimitive.Content>
  </DialogPrimitive.Portal>
);
