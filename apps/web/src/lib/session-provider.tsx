import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, isUnauthorized } from './api-client';
import {
  beginImpersonation,
  clearSession,
  endImpersonation,
  parseUser,
  sessionStore,
  storeSession,
  storeUser,
} from './session';
import { expiredSessionUrl } from './session-return';
import { SessionContext, type SessionContextValue } from './session-context';

// A hung server must not keep anyone from signing out.
const REVOKE_TIMEOUT_MS = 3000;

/** Revokes tokens on the server. Best effort: failures are ignored, and it gives up after a while. */
const revokeTokens = async (tokens: string[]) => {
  await Promise.allSettled(
    tokens.map((token) =>
      apiRequest('POST', '/api/auth/logout', undefined, {
        token,
        signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
      }),
    ),
  );
};

export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  // Read when a session ends, not a reason to recreate the session's callbacks on every page.
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const queryClient = useQueryClient();
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);

  const logout = useCallback(async () => {
    const current = sessionStore.getSnapshot();
    // Both identities end here, the borrowed one and the real one behind it. Waiting for the
    // server means a copied token is dead by the time the sign-in page shows.
    if (current) {
      await revokeTokens(
        current.original ? [current.token, current.original.token] : [current.token],
      );
    }
    clearSession(); // Removes the original identity's keys too.
    queryClient.clear();
    await navigate('/auth', { replace: true });
  }, [navigate, queryClient]);

  // A token the server no longer accepts (expired, revoked elsewhere) ends the session here too.
  const expireSession = useCallback(() => {
    if (!sessionStore.getSnapshot()) return;
    clearSession();
    queryClient.clear();
    // The sign-in page says why (it stays there, unlike a toast) and leads back to this page.
    void navigate(expiredSessionUrl(here.current), { replace: true });
  }, [navigate, queryClient]);

  const refreshUser = useCallback(async () => {
    try {
      const user = parseUser(await apiRequest('GET', '/api/auth/me'));
      if (user) storeUser(user);
      return user;
    } catch (error) {
      if (isUnauthorized(error)) expireSession();
      return null;
    }
  }, [expireSession]);

  const impersonate = useCallback<SessionContextValue['impersonate']>(
    async (token, user) => {
      // Leave the superadmin's screen first, rendered at once (not as a transition): shown to the
      // new user, its role check would send them to their own start page instead of /dashboard.
      await navigate('/dashboard', { flushSync: true });
      beginImpersonation(token, user);
      queryClient.clear();
    },
    [navigate, queryClient],
  );

  const releaseImpersonation = useCallback(async () => {
    const current = sessionStore.getSnapshot();
    if (current?.original) await revokeTokens([current.token]);
    endImpersonation();
    queryClient.clear();
    await navigate('/users');
  }, [navigate, queryClient]);

  // The stored user may be stale (role or organization changed since): ask once per visit.
  const hasSession = session !== null;
  useEffect(() => {
    if (hasSession) void refreshUser();
    // Only on start-up; later sign-ins bring a fresh user with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Any query or change answered 401 means the token is gone on the server (a wrong password
  // is a field error, never a 401, and signing in has no session to end).
  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (isUnauthorized(event.action.error)) expireSession();
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (isUnauthorized(event.action.error)) expireSession();
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, expireSession]);

  // Signed out in another tab: drop this tab's cached data as well.
  useEffect(() => {
    if (!hasSession) queryClient.clear();
  }, [hasSession, queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({
      user: session?.user ?? null,
      isImpersonating: Boolean(session?.original),
      login: storeSession,
      logout,
      refreshUser,
      impersonate,
      releaseImpersonation,
    }),
    [session, logout, refreshUser, impersonate, releaseImpersonation],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};
