import { createContext, useContext } from 'react';
import type { PublicUser } from '@toolyard/shared';

export type SessionContextValue = {
  user: PublicUser | null;
  isImpersonating: boolean;
  /** Stores a fresh session (after login, registration or a password change). */
  login: (token: string, user: PublicUser) => void;
  /** Restores any original identity, revokes the tokens, clears everything, goes to /auth. */
  logout: () => Promise<void>;
  /** Reloads the user from the server; null when that fails. */
  refreshUser: () => Promise<PublicUser | null>;
  /** Acts as another user (superadmin), keeping the real identity to return to; opens /dashboard. */
  impersonate: (token: string, user: PublicUser) => Promise<void>;
  /** Returns to the original identity and to /users. */
  releaseImpersonation: () => Promise<void>;
};

export const SessionContext = createContext<SessionContextValue | null>(null);

export const useSession = (): SessionContextValue => {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
};
