import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the device has a network, as the query client sees it (the browser's online and
 * offline events): the same signal that pauses queries, so the marker and the data agree.
 */
export const useOnline = () =>
  useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
