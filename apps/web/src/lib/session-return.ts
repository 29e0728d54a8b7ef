/**
 * Where an ended session sends the user, and back: /auth says why, and after the
 * next sign-in the page they were on opens again.
 */
const EXPIRED = 'expired';
const NEXT = 'next';

/** The sign-in page for a session the server ended, remembering the page it ended on. */
export const expiredSessionUrl = (from: { pathname: string; search: string }) => {
  const params = new URLSearchParams({ [EXPIRED]: '1' });
  const here = `${from.pathname}${from.search}`;
  if (safeReturnPath(here)) params.set(NEXT, here);
  return `/auth?${params.toString()}`;
};

/** The sign-in page for a visitor who opened a page that needs a session (a scanned label). */
export const signInUrl = (from: { pathname: string; search: string }) => {
  const here = safeReturnPath(`${from.pathname}${from.search}`);
  return here ? `/auth?${new URLSearchParams({ [NEXT]: here }).toString()}` : '/auth';
};

export const sessionHasExpired = (params: URLSearchParams) => params.get(EXPIRED) === '1';

/**
 * The page to go back to after signing in: only a path of this app (never another site's
 * address, "//evil.example", nor the sign-in page itself); null otherwise.
 */
export const safeReturnPath = (path: string | null | undefined): string | null => {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (path === '/' || path === '/auth' || path.startsWith('/auth?')) return null;
  return path;
};

export const returnPathFrom = (params: URLSearchParams) => safeReturnPath(params.get(NEXT));
