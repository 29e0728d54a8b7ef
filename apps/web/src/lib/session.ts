import { isRole, type AuthResponse, type PublicUser } from '@toolyard/shared';

// Storage keys are the spec's (4 "Session", 9): other tools and tests read them.
export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user';
export const ORIGINAL_TOKEN_KEY = 'original_token';
export const ORIGINAL_USER_KEY = 'original_user';

const SESSION_KEYS = [TOKEN_KEY, USER_KEY, ORIGINAL_TOKEN_KEY, ORIGINAL_USER_KEY];

/** A signed-in identity: what sign-in answers, as it is stored. */
export type Identity = AuthResponse;

export type Session = Identity & {
  /** Who really signed in, while a superadmin acts as someone else. */
  original: Identity | null;
};

type FieldCheck = (value: unknown) => boolean;
const isString: FieldCheck = (value) => typeof value === 'string';
const isNumber: FieldCheck = (value) => typeof value === 'number';
const isNullableNumber: FieldCheck = (value) => value === null || isNumber(value);
const isNullableOrganization: FieldCheck = (value) =>
  value === null ||
  (typeof value === 'object' &&
    isNumber((value as Record<string, unknown>).id) &&
    isString((value as Record<string, unknown>).name));

/**
 * One check per field of the shared PublicUser (`satisfies` fails to compile when the contract
 * gains or loses a field). Not the shared zod schema itself: this runs before the first render,
 * and zod would add about 24 kB (gzip) to what every phone downloads before it (decision 0020).
 */
const USER_FIELDS = {
  id: isNumber,
  username: isString,
  email: isString,
  emailVerified: (value) => typeof value === 'boolean',
  firstName: isString,
  lastName: isString,
  role: isRole,
  organizationId: isNullableNumber,
  organization: isNullableOrganization,
} satisfies Record<keyof PublicUser, FieldCheck>;

/**
 * Checks a user from storage or the API against the contract; anything else is treated as
 * corrupt. Fields the contract does not name are dropped. Lenient where older sessions differ: a
 * user stored before `emailVerified` existed counts as unverified until /api/auth/me answers, and
 * one without an organization has none.
 */
export const parseUser = (value: unknown): PublicUser | null => {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<Record<keyof PublicUser, unknown>>;
  const candidate: Record<keyof PublicUser, unknown> = {
    id: stored.id,
    username: stored.username,
    email: stored.email,
    emailVerified: stored.emailVerified === true,
    firstName: stored.firstName,
    lastName: stored.lastName,
    role: stored.role,
    organizationId: stored.organizationId ?? null,
    organization: stored.organization ?? null,
  };
  const valid = (Object.keys(USER_FIELDS) as Array<keyof PublicUser>).every((field) =>
    USER_FIELDS[field](candidate[field]),
  );
  if (!valid) return null;
  const user = candidate as PublicUser;
  return {
    ...user,
    organization: user.organization && { id: user.organization.id, name: user.organization.name },
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

/**
 * Whose data this device may keep between visits (decision 0033): the signed-in user acting as
 * themselves; nobody during an impersonation, which must leave nothing behind on the phone.
 */
export const deviceOwnerOf = (session: Session | null) =>
  session && !session.original ? session.user.id : null;

export const clearSession = () => {
  SESSION_KEYS.forEach((key) => localStorage.removeItem(key));
  reload();
};
