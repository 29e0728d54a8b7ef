import { useSyncExternalStore } from 'react';

// The mobile layout applies below 768 px.
const MOBILE_QUERY = '(max-width: 767px)';

const subscribe = (listener: () => void) => {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
};

const isMobileNow = () => window.matchMedia(MOBILE_QUERY).matches;

// The third argument serves the pre-rendered sign-in page (scripts/prerender.mjs).
export const useIsMobile = () => useSyncExternalStore(subscribe, isMobileNow, isMobileNow);
