import { useSyncExternalStore } from 'react';

// One toast at a time (a newer one replaces the older); a dismissed toast leaves
// the store after a long delay, as Radix animates it out on its own.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

const setToasts = (next: ToastItem[]) => {
  toasts = next;
  listeners.forEach((listener) => listener());
};

const scheduleRemoval = (id: string) => {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
};

export const dismissToast = (id: string) => {
  scheduleRemoval(id);
  setToasts(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
};

/** Shows a toast; answers its id. Works outside React, e.g. in a mutation callback. */
export const toast = (input: ToastInput): string => {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = () => useSyncExternalStore(subscribe, () => toasts);
