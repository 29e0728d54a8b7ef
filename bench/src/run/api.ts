import type { PublicUser } from '@toolyard/shared';

export type Session = { baseUrl: string; token: string; user: PublicUser };

export const authHeaders = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** Signs in once (sign-in is throttled); every later request reuses the token. */
export const signIn = async (
  baseUrl: string,
  username: string,
  password: string,
): Promise<Session> => {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) {
    throw new Error(
      `Sign-in as ${username} failed (${response.status}): ${await response.text()}. Did you run npm run seed:bench?`,
    );
  }
  const body = (await response.json()) as { token: string; user: PublicUser };
  return { baseUrl, token: body.token, user: body.user };
};

export const getJson = async <T>(session: Session, url: string): Promise<T> => {
  const response = await fetch(`${session.baseUrl}${url}`, { headers: authHeaders(session) });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

export const postJson = async <T>(session: Session, url: string, body: unknown): Promise<T> => {
  const response = await fetch(`${session.baseUrl}${url}`, {
    method: 'POST',
    headers: { ...authHeaders(session), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};
