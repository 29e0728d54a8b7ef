import { useEffect, useState } from 'react';
import { createDebouncer, SEARCH_DEBOUNCE_MS } from './debounce';

/**
 * The value as it was `delay` ms after it last changed: a search box asks the server once the
 * typing pauses, not on every keystroke.
 */
export const useDebouncedValue = <T>(value: T, delay = SEARCH_DEBOUNCE_MS): T => {
  const [settled, setSettled] = useState(value);
  const [debouncer] = useState(() => createDebouncer<T>(delay, setSettled));
  useEffect(() => debouncer.push(value), [debouncer, value]);
  useEffect(() => debouncer.cancel, [debouncer]);
  return settled;
};
