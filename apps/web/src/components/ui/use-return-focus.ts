import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * A menu item disappears with its menu, so a dialog opened from one (a table row's "…" menu)
 * returns focus to the button that opened the menu: Radix labels the menu by that button.
 */
const openerOf = (active: HTMLElement): HTMLElement => {
  const menu = active.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  return trigger ?? active;
};

/**
 * Where focus goes when a dialog closes. Radix returns it only to a Dialog.Trigger; our dialogs
 * are often opened from a row button or by code, so the element that had focus when the dialog
 * opened gets it back. When that element is gone (its row was deleted), `fallback` decides.
 */
export const useReturnFocus = (
  handlers: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler },
  fallback?: () => HTMLElement | null | undefined,
) => {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    // Runs just before the focus trap moves focus in, so the opener still has it.
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      openerRef.current =
        active instanceof HTMLElement && active !== document.body ? openerOf(active) : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const opener = openerRef.current;
      const target = opener?.isConnected ? opener : fallback?.();
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
};
