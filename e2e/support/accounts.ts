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
  const response = await request.post('/api/auth/register', {
    data: { ...details, role: 'org_admin' },
  });
  if (response.status() !== 201)
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = await response.json();
  return {
    username: details.username,
    password: details.password,
    token: body.token,
    user: body.user,
  };
};

let organizations = 0;

/** An org admin whose organization is set up, so the app is not held in the setup wizard. */
export const adminWithOrganization = async (
  request: APIRequestContext,
  organization: Partial<{
    name: string;
    primaryColor: string;
    secondaryColor: string;
    timeZone: string;
  }> = {},
): Promise<Account & { organization: { id: number; name: string } }> => {
  const account = await registerViaApi(request);
  organizations += 1;
  const response = await request.post('/api/setup/organization', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      name: `Baufirma ${process.pid}-${organizations}`,
      contactEmail: 'office@baufirma.example.com',
      contactPhone: '+49 30 1234567',
      address: 'Baustraße 1, Berlin',
      primaryColor: '#1D4ED8',
      secondaryColor: '#F59E0B',
      ...organization,
    },
  });
  if (response.status() !== 201)
    throw new Error(`setup failed: ${response.status()} ${await response.text()}`);
  const body = await response.json();
  return { ...account, user: body.user, organization: body.organization };
};

/** A worker of the admin's organization, created through the API. */
export const workerViaApi = async (request: APIRequestContext, adminToken: string) => {
  const details = newAccountDetails();
  const username = details.username.replace('admin', 'worker');
  const response = await request.post('/api/users', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      ...details,
      username,
      email: `${username}@example.com`,
      firstName: 'Wanda',
      lastName: 'Worker',
      role: 'worker',
    },
  });
  if (response.status() !== 201)
    throw new Error(`worker failed: ${response.status()} ${await response.text()}`);
  return loginViaApi(request, username, details.password);
};

export const loginViaApi = async (
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<Account> => {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  if (response.status() !== 200)
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const body = await response.json();
  return { username, password, token: body.token, user: body.user };
};

/** The session where the app keeps it, before the first document of the visit loads. */
export const storeSession = async (page: Page, account: Account, language?: string) => {
  await page.addInitScript(
    ([token, user, chosen]) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user', user);
      if (chosen) {
        localStorage.setItem('i18nextLng', chosen);
        localStorage.setItem('language_manually_set', 'true');
      }
    },
    [account.token, JSON.stringify(account.user), language ?? ''] as const,
  );
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

type Json = Record<string, unknown> & { id: number };

/** POST as `token`, expecting 201. */
export const createViaApi = async (
  request: APIRequestContext,
  token: string,
  url: string,
  data: object,
): Promise<Json> => {
  const response = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  if (response.status() !== 201)
    throw new Error(`POST ${url} failed: ${response.status()} ${await response.text()}`);
  return response.json();
};

/** A yard to work with: a branch, a site, a storage unit, a parking place, a tool and a vehicle. */
export const yardViaApi = async (request: APIRequestContext, token: string) => {
  const branch = await createViaApi(request, token, '/api/branches', {
    name: 'Hamburg Nord',
    address: 'Hafen 1',
  });
  const site = await createViaApi(request, token, '/api/sites', {
    name: 'HafenCity Lot 4',
    address: 'Am Kai 50',
    branchId: branch.id,
  });
  const unit = await createViaApi(request, token, '/api/storage-units', {
    name: 'Container A',
    location: 'North gate',
    branchId: branch.id,
  });
  const parking = await createViaApi(request, token, '/api/parking-locations', {
    name: 'Bay 1',
    branchId: branch.id,
  });
  const tool = await createViaApi(request, token, '/api/tools', {
    name: 'Hilti TE 30 rotary hammer',
    serialNumber: 'HT-3001',
    branchId: branch.id,
    siteId: site.id,
  });
  const vehicle = await createViaApi(request, token, '/api/vehicles', {
    make: 'Ford',
    model: 'Transit',
    year: 2021,
    licensePlate: 'HH-TY 21',
    branchId: branch.id,
    // All-season: summer tyres would refuse the van's hand-out in winter (decision 0043), so
    // the tests would pass or fail by the month they run in.
    tireType: 'all_season',
    tireYear: 2022,
  });
  return { branch, site, unit, parking, tool, vehicle };
};

/** POSTs every body to `url` as `token`, a few at a time (quick set-up of long lists). */
export const createAllViaApi = async (
  request: APIRequestContext,
  token: string,
  url: string,
  bodies: readonly object[],
  parallel = 16,
): Promise<Json[]> => {
  const created: Json[] = [];
  for (let start = 0; start < bodies.length; start += parallel) {
    const batch = bodies.slice(start, start + parallel);
    created.push(
      ...(await Promise.all(batch.map((body) => createViaApi(request, token, url, body)))),
    );
  }
  return created;
};
