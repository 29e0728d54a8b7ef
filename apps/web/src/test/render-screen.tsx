import '@testing-library/jest-dom/vitest';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PublicUser } from '@toolyard/shared';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast, toast } from '@/lib/use-toast';
import i18n, { i18nReady } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, storeSession } from '@/lib/session';
import { SessionProvider } from '@/lib/session-provider';

// jsdom lays nothing out: Radix's popper and select ask for these, a browser always has them.
const layoutStandIns = () => {
  const element = window.HTMLElement.prototype;
  element.scrollIntoView ??= () => undefined;
  element.hasPointerCapture ??= () => false;
  element.releasePointerCapture ??= () => undefined;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
};
layoutStandIns();

// Two cores shared with the server under test and other test files: a screen may take a while.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  clearSession();
  // Toasts live in a module-wide store: one left open would show again in the next test. A new
  // toast replaces every other (one at a time), and is itself closed at once.
  dismissToast(toast({ title: '' }));
});

type ScreenOptions = {
  /** Who is signed in (a token and user the real server issued); nobody when left out. */
  signedInAs?: { token: string; user: PublicUser };
  /** The address the screen opens at ('/settings?tab=security'); '/' when left out. */
  at?: string;
};

/**
 * Renders `ui` as the app does (app/providers.tsx, app/router.tsx), in English: the app's query
 * client, its toasts, a router and the real session, stored as a sign-in stores it. Answers
 * user-event, set up for the screen, and the router (where the screen is, history).
 */
export const renderScreen = async (ui: ReactNode, options: ScreenOptions = {}) => {
  await i18nReady;
  await i18n.changeLanguage('en');
  if (options.signedInAs) storeSession(options.signedInAs.token, options.signedInAs.user);
  const router = createMemoryRouter(
    [{ path: '*', element: <SessionProvider>{ui}</SessionProvider> }],
    { initialEntries: [options.at ?? '/'] },
  );
  // No pause between keystrokes: the screens react to each one all the same.
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, router };
};
