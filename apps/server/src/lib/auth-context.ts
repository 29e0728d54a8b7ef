import type { PublicUser } from '@toolyard/shared';

/** Who a request acts for: the signed-in user of a live session (set by http/auth-guard.ts). */
export type AuthContext = {
  user: PublicUser;
  sessionId: number;
  /** The superadmin behind an impersonation session, if any. */
  impersonatorUserId: number | null;
};
