import type { APIRequestContext, Page } from '@playwright/test';

export type Account = {
  username: string;
  password: string;
  token: string;
  user: { id: number; role: string; firstName: string; lastName: string };
};

let counter = 0;

export const newAccountDetails = () => {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    username: `admin${id}`,
    email: `admin${id}@example.com`,
    password: 'correct-horse-battery',
    firstName: 'Ada',
    lastName: 'Builder',
  };
};

/** Registers an org admin through the API (quicker than the form when the form is not the subject). */
export const registerViaApi = async (request: APIRequestContext): Promise<Account> => {
  const details = newAccountDetails();
  const response = await request.post('/api/auth/register', { data: { ...details, role: 'org_admin' } });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = await response.json();
  return { username: details.username, password: details.password, token: body.token, user: body.user };
};

export const loginViaApi = async (request: APIRequestContext, username: string, password: string): Promise<Account> => {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  if (response.status() !== 200) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const body = await response.json();
  return { username, password, token: body.token, user: body.user };
};

/** Puts a session into the browser exactly where the app keeps it, then opens `path`. */
export const openSignedIn = async (page: Page, account: Account, path = '/') => {
  await page.goto('/auth');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('i18nextLng', 'en');
    },
    [account.token, account.user] as const,
  );
  await page.goto(path);
};
