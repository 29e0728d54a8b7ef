/** How long the list screens wait after the last keystroke before they search. */
export const SEARCH_DEBOUNCE_MS = 300;

export type Debouncer<T> = {
  /** A new value: the pending one is dropped and the wait starts again. */
  push: (value: T) => void;
  /** Drops the pending value, e.g. when the component that waits for it goes away. */
  cancel: () => void;
};

/** Hands `settle` the last value pushed, once `delay` ms have passed without another push. */
export const createDebouncer = <T>(delay: number, settle: (value: T) => void): Debouncer<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push: (value) => {
      clearTimeout(timer);
      timer = setTimeout(() => settle(value), delay);
    },
    cancel: () => clearTimeout(timer),
  };
};
