import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { SessionProvider } from '@/lib/session-provider';

/** The router's top element: the session needs navigation, so it lives inside the router. */
export const RootLayout = () => (
  <SessionProvider>
    <Suspense fallback={<Spinner className="h-full" screenLoading />}>
      <Outlet />
    </Suspense>
  </SessionProvider>
);
