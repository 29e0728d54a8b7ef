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
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), password: body.password, username: body.username };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
