import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Takes the reader to the part of a page the address names (`/tools/12#log`) once it is there:
 * scrolled into view and focused, so keyboard and screen-reader users land on it too. The target
 * needs tabIndex -1.
 */
export const useHashFocus = (ready: boolean) => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
};
