import type { Page } from '@playwright/test';

/** A gloved thumb's target (WCAG 2.5.5, and what Apple and Google ask for): 44 × 44 CSS px. */
export const MIN_TARGET_PX = 44;

export type SmallTarget = { control: string; width: number; height: number };

/**
 * Every visible control on the page whose tappable area holds no 44 px circle around its
 * centre (a thumb's print): the area is probed where a finger lands (elementFromPoint), so a stretched link's
 * overlay or a checkbox's wider label counts, and a control covered by another does not.
 *
 * Allowed, with the reason:
 * - a link inside running text (a sentence's "open the tool"): making it 44 px tall would tear
 *   the lines apart; the sentence's own block is the target readers aim at (WCAG 2.5.8's inline
 *   exception);
 * - what is hidden from everyone (aria-hidden, inert, visibility, 1-px screen-reader text).
 *
 * `within`: only the controls inside the first element it selects (an open menu's own layer).
 */
export const smallTouchTargets = (page: Page, within = 'body'): Promise<SmallTarget[]> =>
  page.evaluate(
    ([minimum, root]) => {
      const CONTROLS = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="tab"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="menuitem"]',
        '[role="option"]',
        '[role="combobox"]',
      ].join(',');

      const hidden = (element: Element) => {
        if (element.closest('[aria-hidden="true"], [inert]')) return true;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.pointerEvents === 'none') return true;
        const box = element.getBoundingClientRect();
        return box.width <= 1 || box.height <= 1;
      };

      const inRunningText = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        if (!block) return false;
        const own = (element.textContent ?? '').trim().length;
        return (block.textContent ?? '').trim().length > own + 3;
      };

      /** The control a tap at this point reaches: the element hit, or the one its label names. */
      const reaches = (control: Element, x: number, y: number) => {
        const hit = document.elementFromPoint(x, y);
        if (!hit) return false;
        if (hit === control || control.contains(hit)) return true;
        const label = hit.closest('label');
        return label !== null && (label.control === control || label.contains(control));
      };

      const describe = (element: Element) => {
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').trim().slice(0, 40) ??
          '';
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        return `${role} "${name}"`;
      };

      const small: Array<{ control: string; width: number; height: number }> = [];
      const half = minimum / 2 - 1;
      for (const control of Array.from(
        document.querySelector(root)?.querySelectorAll(CONTROLS) ?? [],
      )) {
        if (hidden(control) || inRunningText(control)) continue;
        control.scrollIntoView({ block: 'center', inline: 'center' });
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        // The centre and eight points on a circle of the target's size: a thumb's print is round,
        // and a round button's corners are no part of it (hit testing follows border-radius).
        const probes = [
          [0, 0],
          ...Array.from({ length: 8 }, (_, i) => [
            Math.cos((i * Math.PI) / 4) * half,
            Math.sin((i * Math.PI) / 4) * half,
          ]),
        ].map(([dx, dy]) => [x + dx!, y + dy!] as const);
        if (probes.every(([px, py]) => reaches(control, px, py))) continue;
        small.push({
          control: describe(control),
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
      window.scrollTo(0, 0);
      document.getElementById('main-content')?.scrollTo(0, 0);
      return small;
    },
    [MIN_TARGET_PX, within] as const,
  );
