import type { App } from '../../src/app.js';
import type { AuthResponse } from '@toolyard/shared';

let counter = 0;

/** A valid registration body; every call gets a new username and e-mail. */
export const registration = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  const id = `${process.pid}x${counter}`;
  return {
    username: `admin${id}`,
    email: `admin${id}@example.com`,
    password: 'correct-horse-battery',
    firstName: 'Ada',
    lastName: 'Builder',
    role: 'org_admin',
    ...overrides,
  };
};

export const register = async (app: App, overrides: Record<string, unknown> = {}) => {
  const body = registration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), password: body.password, username: body.username };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Session = AuthResponse & { password: string; username: string };

const ok = async (
  response: { statusCode: number; body: string; json: () => unknown },
  expected: number,
  what: string,
) => {
  if (response.statusCode !== expected)
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json();
};

export const organizationInput = (overrides: Record<string, unknown> = {}) => ({
  name: `Builders ${process.pid}-${++counter}`,
  contactEmail: 'office@builders.example.com',
  contactPhone: '+49 30 1234567',
  address: 'Baustraße 1, Berlin',
  primaryColor: '#1D4ED8',
  secondaryColor: '#F59E0B',
  ...overrides,
});

/** An org admin with their organization set up. */
export const organizationWithAdmin = async (app: App, overrides: Record<string, unknown> = {}) => {
  const admin = await register(app);
  const body = (await ok(
    await app.inject({
      method: 'POST',
      url: '/api/setup/organization',
      headers: bearer(admin.token),
      payload: organizationInput(overrides),
    }),
    201,
    'setup organization',
  )) as { organization: { id: number; name: string }; user: AuthResponse['user'] };
  return { admin: { ...admin, user: body.user }, organization: body.organization };
};

export const login = async (app: App, username: string, password: string): Promise<Session> => {
  const body = (await ok(
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } }),
    200,
    'login',
  )) as AuthResponse;
  return { ...body, username, password };
};

/** A worker created by the given org admin, signed in. */
export const workerOf = async (
  app: App,
  adminToken: string,
  overrides: Record<string, unknown> = {},
) => {
  counter += 1;
  const input = {
    username: `worker${process.pid}x${counter}`,
    email: `worker${process.pid}x${counter}@example.com`,
    password: 'worker-password-1',
    firstName: 'Will',
    lastName: `Worker${counter}`,
    role: 'worker',
    ...overrides,
  };
  await ok(
    await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(adminToken),
      payload: input,
    }),
    201,
    'create worker',
  );
  return login(app, input.username, input.password);
};

type Json = Record<string, unknown> & { id: number };

/** POST something as `token`, expecting 201, answering the created record. */
export const create = async (
  app: App,
  token: string,
  url: string,
  payload: object,
): Promise<Json> =>
  (await ok(
    await app.inject({ method: 'POST', url, headers: bearer(token), payload }),
    201,
    `POST ${url}`,
  )) as Json;

/** A branch with a site in it, for the given org admin. */
export const branchWithSite = async (app: App, token: string) => {
  const branch = await create(app, token, '/api/branches', {
    name: `Branch ${++counter}`,
    address: 'Main Street 1',
    contactPhone: '+49 30 1',
  });
  const site = await create(app, token, '/api/sites', {
    name: `Site ${counter}`,
    address: 'Site Road 2',
    branchId: branch.id,
  });
  return { branch, site };
};
