import { isRole, type PublicUser } from '@toolyard/shared';

// Storage keys are the spec's (4 "Session", 9): other tools and tests read them.
export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user';
export const ORIGINAL_TOKEN_KEY = 'original_token';
export const ORIGINAL_USER_KEY = 'original_user';

const SESSION_KEYS = [TOKEN_KEY, USER_KEY, ORIGINAL_TOKEN_KEY, ORIGINAL_USER_KEY];

export type Identity = { token: string; user: PublicUser };

export type Session = Identity & {
  /** Who really signed in, while a superadmin acts as someone else. */
  original: Identity | null;
};

const isNullableNumber = (value: unknown) => value === null || typeof value === 'number';

/** Checks the shape of a user from storage or the API; anything else is treated as corrupt. */
export const parseUser = (value: unknown): PublicUser | null => {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  const textFields = ['username', 'email', 'firstName', 'lastName'] as const;
  if (typeof user.id !== 'number') return null;
  if (!textFields.every((field) => typeof user[field] === 'string')) return null;
  if (!isRole(user.role)) return null;
  if (!isNullableNumber(user.organizationId ?? null)) return null;

  const organization = user.organization;
  const validOrganization =
    organization === null ||
    organization === undefined ||
    (typeof organization === 'object' &&
      typeof (organization as Record<string, unknown>).id === 'number' &&
      typeof (organization as Record<string, unknown>).name === 'string');
  if (!validOrganization) return null;

  return {
    ...(user as PublicUser),
    // Users stored before the flag existed count as unverified until /api/auth/me answers.
    emailVerified: user.emailVerified === true,
    organizationId: (user.organizationId as number | null | undefined) ?? null,
    organization: (organization as PublicUser['organization'] | undefined) ?? null,
  };
};

const readUser = (key: string): PublicUser | null => {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return parseUser(JSON.parse(raw));
  } catch {
    return null;
  }
};

const readIdentity = (tokenKey: string, userKey: string): Identity | null => {
  const token = localStorage.getItem(tokenKey);
  const user = readUser(userKey);
  if (token && user) return { token, user };
  // Half a session (or a corrupt user) cannot be used: drop both parts so the state is clear.
  localStorage.removeItem(tokenKey);
  localStorage.removeItem(userKey);
  return null;
};

const load = (): Session | null => {
  const current = readIdentity(TOKEN_KEY, USER_KEY);
  const original = readIdentity(ORIGINAL_TOKEN_KEY, ORIGINAL_USER_KEY);
  if (!current) return null;
  return { ...current, original };
};

// A tiny external store: React reads it with useSyncExternalStore, and other tabs' changes arrive
// through the `storage` event, so signing out in one tab signs out all of them.
let snapshot: Session | null = load();
const listeners = new Set<() => void>();

const reload = () => {
  snapshot = load();
  listeners.forEach((listener) => listener());
};

window.addEventListener('storage', (event) => {
  if (event.key === null || SESSION_KEYS.includes(event.key)) reload();
});

export const sessionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => snapshot,
};

const writeIdentity = (tokenKey: string, userKey: string, identity: Identity) => {
  localStorage.setItem(tokenKey, identity.token);
  localStorage.setItem(userKey, JSON.stringify(identity.user));
};

export const storeSession = (token: string, user: PublicUser) => {
  writeIdentity(TOKEN_KEY, USER_KEY, { token, user });
  reload();
};

/** Replaces the stored user (after /api/auth/me or a profile edit), keeping the token. */
export const storeUser = (user: PublicUser) => {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  reload();
};

/** Keeps the real identity aside and acts as `user` until the impersonation is released. */
export const beginImpersonation = (token: string, user: PublicUser) => {
  const current = snapshot;
  if (!current || current.original) return;
  writeIdentity(ORIGINAL_TOKEN_KEY, ORIGINAL_USER_KEY, current);
  storeSession(token, user);
};

/** Puts the original identity back (nothing to do when there is none). */
export const endImpersonation = () => {
  const original = snapshot?.original;
  localStorage.removeItem(ORIGINAL_TOKEN_KEY);
  localStorage.removeItem(ORIGINAL_USER_KEY);
  if (original) storeSession(original.token, original.user);
};

export const clearSession = () => {
  SESSION_KEYS.forEach((key) => localStorage.removeItem(key));
  reload();
};
