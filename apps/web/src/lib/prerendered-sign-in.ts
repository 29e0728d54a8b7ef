import { useLayoutEffect, useRef } from 'react';

/**
 * The sign-in page pre-rendered into index.html (decision 0041) sits beside #root under this id.
 * Keep in step with scripts/prerender.mjs, public/theme-init.js and index.css.
 */
const PRERENDERED_ID = 'prerendered-sign-in';
/** Set on <html> by theme-init.js where the pre-rendered page would be wrong. */
const NOT_FITTING_CLASS = 'no-prerender';

/** At start: where the pre-rendered page does not fit, it goes before anything renders. */
export const dropUnfittingPrerender = () => {
  if (!document.documentElement.classList.contains(NOT_FITTING_CLASS)) return;
  document.getElementById(PRERENDERED_ID)?.remove();
};

const setInputValue = (input: HTMLInputElement, value: string) => {
  // React tracks the value it last set; the prototype's setter plus an input event is what a
  // keystroke looks like to it (and to the form library listening through it).
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

type AuthTab = 'login' | 'register';

/** Focus back in the field typed into; the form sent too when Enter was pressed there. */
const focusAndMaybeSubmit = (id: string, submit: boolean) => {
  const field = document.getElementById(id);
  field?.focus();
  const form = field?.closest('form');
  // After the commit: the form's handlers see the values the takeover has just put in.
  if (submit && form) queueMicrotask(() => form.requestSubmit());
};

/**
 * The app's sign-in page takes over from the pre-rendered one before its first paint: the tab
 * the visitor chose there stays chosen, what they typed moves into the live form, focus stays in
 * the field it was in, and the pre-rendered page goes.
 */
export const useTakeOverPrerender = (
  tab: AuthTab,
  selectTab: (tab: AuthTab, options: { flushSync: boolean }) => void,
) => {
  // A field in the other tab's panel cannot take focus until that panel shows.
  const focusOnceShown = useRef<{ id: string; tab: AuthTab; submit: boolean } | null>(null);
  useLayoutEffect(() => {
    const prerendered = document.getElementById(PRERENDERED_ID);
    if (!prerendered) return;
    // theme-init.js switches the pre-rendered tabs; radix names a tab's trigger …-trigger-<value>.
    const chosen: AuthTab = prerendered.querySelector(
      '[role="tab"][aria-selected="true"][id$="-trigger-register"]',
    )
      ? 'register'
      : 'login';
    const focused = document.activeElement;
    const focusedId = focused && prerendered.contains(focused) ? focused.id : '';
    // Enter was pressed in the copy (theme-init.js): the live form is sent once it holds the values.
    const submit = prerendered.dataset.submitRequested === 'true' && focusedId !== '';
    // Both pages carry the same field ids until the old one goes: #root comes first in the
    // document, so getElementById finds the live field.
    for (const typed of prerendered.querySelectorAll('input')) {
      const live = typed.id ? document.getElementById(typed.id) : null;
      if (!(live instanceof HTMLInputElement) || live === typed || !typed.value) continue;
      if (live.value === '') setInputValue(live, typed.value);
    }
    prerendered.remove();
    if (chosen === tab) {
      if (focusedId) focusAndMaybeSubmit(focusedId, submit);
      return;
    }
    if (focusedId) focusOnceShown.current = { id: focusedId, tab: chosen, submit };
    // Not as the router's usual transition: the browser would paint the other tab first, and a
    // visitor (or a test) typing on meanwhile would type into the wrong form or into nothing.
    selectTab(chosen, { flushSync: true });
    // Once, at mount: the pre-rendered page is gone after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(() => {
    // Also runs right after the takeover, in the same commit, before the tab has switched.
    if (focusOnceShown.current?.tab !== tab) return;
    focusAndMaybeSubmit(focusOnceShown.current.id, focusOnceShown.current.submit);
    focusOnceShown.current = null;
  }, [tab]);
};
