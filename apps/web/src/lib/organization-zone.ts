import { useSyncExternalStore } from 'react';

/**
 * The signed-in organization's time zone, which every time on screen is shown in (decision 0061):
 * a foreman in Berlin and the owner abroad read the same "22:08" for the same return, as the
 * exports, PDFs and e-mails print it. The app shell sets it from the organization; without one (a
 * superadmin, signed out, not loaded yet) times are the device's own.
 */
let zone: string | undefined;
const listeners = new Set<() => void>();

export const setOrganizationZone = (next: string | undefined) => {
  if (next === zone) return;
  zone = next;
  for (const listener of listeners) listener();
};

export const organizationZone = () => zone;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The organization's zone, re-rendering the caller when it becomes known or changes. */
export const useOrganizationZone = () => useSyncExternalStore(subscribe, organizationZone);

/** This device's own zone, as Intl resolves it. */
export const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone to name beside a time: the organization's, when this device is elsewhere (a reader
 * there could take "22:08" for their own clock); none when both agree.
 */
export const zoneToName = (timeZone: string | undefined) =>
  timeZone && timeZone !== deviceZone() ? timeZone : undefined;
