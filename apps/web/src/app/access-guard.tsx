import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { canOpenRoute, homeRouteFor, type GuardedRoute } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { returnPathFrom } from '@/lib/session-return';

/** Every screen but /auth needs a signed-in user. */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const { user } = useSession();
  if (!user) return <Navigate to="/auth" replace />;
  return children;
};

/**
 * /auth is for visitors; a signed-in user goes to the page they came for (`next`: an ended
 * session's page, a scanned label), else to their role's start page. Signing in re-renders this
 * before the form's own navigation lands, so both must agree on where to go.
 */
export const GuestOnly = ({ children }: { children: ReactNode }) => {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  if (user)
    return <Navigate to={returnPathFrom(searchParams) ?? homeRouteFor(user.role)} replace />;
  return children;
};

/** A role the route does not allow is sent to its own start page (ROUTE_ROLES in shared). */
export const RequireRole = ({ route, children }: { route: GuardedRoute; children: ReactNode }) => {
  const { user } = useSession();
  if (!user) return <Navigate to="/auth" replace />;
  if (!canOpenRoute(route, user.role)) return <Navigate to={homeRouteFor(user.role)} replace />;
  return children;
};
