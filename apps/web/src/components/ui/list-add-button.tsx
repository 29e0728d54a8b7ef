import type { Ref } from 'react';
import { Plus } from 'lucide-react';
import { useIsMobile } from '@/lib/use-is-mobile';
import { Button } from './button';

type ListAddButtonProps = {
  /** "Add tool": the button's text at a desk, its accessible name on a phone. */
  label: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A list screen's primary add action, reachable on a phone too (add at hand, decision 0025).
 * At a desk it is the header's button. Below 768 px the same button floats at the bottom right,
 * 56 px round, above the bottom bar and the safe-area inset, so it stays at hand while the cards
 * scroll under it. One button, not a second one: screen readers meet one "Add tool", in the
 * header's place in the tab order, and a dialog it opens gives focus back to it.
 *
 * It sits under menus, selects and dialogs (z-20 < z-40/z-50), so it never covers a card's open
 * menu; the shell adds room under the list so the last card scrolls clear of it.
 */
export const ListAddButton = ({ label, onClick, ref }: ListAddButtonProps) => {
  const isMobile = useIsMobile();
  if (!isMobile)
    return (
      <Button ref={ref} onClick={onClick}>
        <Plus aria-hidden="true" />
        {label}
      </Button>
    );
  return (
    <Button
      ref={ref}
      onClick={onClick}
      size="icon"
      aria-label={label}
      // The shell looks for it to leave room under the list (app-shell.tsx).
      data-floating-action=""
      // The bottom bar is 57 px plus the safe-area inset; 1 rem of air above it.
      className="fixed bottom-[calc(4.5rem+env(safe-area-inset-bottom))] right-[calc(1rem+env(safe-area-inset-right))] z-20 size-14 rounded-full shadow-lg ring-1 ring-black/10 dark:ring-white/20 [&_svg]:size-6"
    >
      <Plus aria-hidden="true" />
    </Button>
  );
};
