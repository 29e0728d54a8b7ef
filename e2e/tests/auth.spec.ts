import { expect, test, type Page } from '@playwright/test';
import { adminWithOrganization, newAccountDetails, registerViaApi } from '../support/accounts';
import { EN } from '../support/i18n';
import E2E_SUPERADMIN from '../support/superadmin.json' with { type: 'json' };

const openRegisterTab = async (page: Page) => {
  await page.goto('/auth');
  const tab = page.getByRole('tab', { name: EN.auth.registerTab });
  await tab.click();
  // The switch is a router transition: until it lands, the login panel is still the tabpanel.
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel').getByLabel(EN.auth.confirmPassword, { exact: true }),
  ).toBeVisible();
};

const fillRegistration = async (page: Page, details: Record<string, string>) => {
  const form = page.getByRole('tabpanel');
  await form.getByLabel(EN.auth.username, { exact: true }).fill(details.username ?? '');
  await form.getByLabel(EN.auth.email, { exact: true }).fill(details.email ?? '');
  await form.getByLabel(EN.auth.firstName, { exact: true }).fill(details.firstName ?? '');
  await form.getByLabel(EN.auth.lastName, { exact: true }).fill(details.lastName ?? '');
  await form.getByLabel(EN.auth.password, { exact: true }).fill(details.password ?? '');
  await form
    .getByLabel(EN.auth.confirmPassword, { exact: true })
    .fill(details.confirmPassword ?? details.password ?? '');
};

const login = async (page: Page, username: string, password: string) => {
  const form = page.getByRole('tabpanel');
  await form.getByLabel(EN.auth.username, { exact: true }).fill(username);
  await form.getByLabel(EN.auth.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: EN.auth.loginButton, exact: true }).click();
};

test('a visitor without a session is sent to /auth', async ({ page }) => {
  await page.goto('/tools');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: EN.auth.loginTab })).toBeVisible();
});

test('an admin registers and lands on the organization dashboard, held in the setup until the organization exists', async ({
  page,
}) => {
  const details = newAccountDetails();
  await openRegisterTab(page);
  await expect(page.getByText(EN.auth.adminNotice)).toBeVisible();
  await fillRegistration(page, details);
  await page.getByRole('tabpanel').getByRole('button', { name: EN.auth.registerButton }).click();

  await expect(page).toHaveURL(/\/organization-dashboard$/);
  await expect(page.getByText(EN.auth.accountCreated, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: EN.organizations.wizard.createTitle }),
  ).toBeVisible();
});

test('an admin logs out and logs back in', async ({ page, request }) => {
  const account = await adminWithOrganization(request);
  await page.goto('/auth');
  await login(page, account.username, account.password);
  await expect(page).toHaveURL(/\/organization-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: EN.pages.organization })).toBeVisible();
  const details = { username: account.username, password: account.password };

  await page.getByRole('button', { name: EN.header.userMenu }).click();
  await page.getByRole('menuitem', { name: EN.header.logout }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);

  await login(page, details.username, details.password);
  await expect(page).toHaveURL(/\/organization-dashboard$/);
  await expect(page.getByText(EN.auth.welcomeBack, { exact: true })).toBeVisible();
});

test('the token is dead after logout: reusing it on the API is refused', async ({
  page,
  request,
}) => {
  const account = await adminWithOrganization(request);
  await page.goto('/auth');
  await login(page, account.username, account.password);
  await expect(page).toHaveURL(/\/organization-dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  await page.getByRole('button', { name: EN.header.userMenu }).click();
  await page.getByRole('menuitem', { name: EN.header.logout }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('a wrong password shows the login failed toast and keeps the username', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await page.goto('/auth');
  await login(page, account.username, 'not-the-password');
  await expect(page.getByText(EN.auth.loginFailed, { exact: true })).toBeVisible();
  await expect(page.getByText(EN.errors.invalidCredentials, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.getByRole('tabpanel').getByLabel(EN.auth.username, { exact: true }),
  ).toHaveValue(account.username);
});

test('every invalid registration field shows its message and nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/register')) sent.push(request.url());
  });
  await openRegisterTab(page);
  await fillRegistration(page, {
    username: 'ab',
    email: 'not-an-email',
    firstName: '',
    lastName: '',
    password: 'short',
    confirmPassword: 'different',
  });
  await page.getByRole('tabpanel').getByRole('button', { name: EN.auth.registerButton }).click();

  for (const message of [
    EN.validation.usernameMin,
    EN.validation.emailInvalid,
    EN.validation.firstNameRequired,
    EN.validation.lastNameRequired,
    EN.validation.passwordMin,
    EN.validation.passwordsMismatch,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('tabpanel').getByLabel(EN.auth.username, { exact: true }),
  ).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
});

test('a taken username is refused by the server and the form keeps what was typed', async ({
  page,
  request,
}) => {
  const existing = await registerViaApi(request);
  const details = { ...newAccountDetails(), username: existing.username };
  await openRegisterTab(page);
  await fillRegistration(page, details);
  await page.getByRole('tabpanel').getByRole('button', { name: EN.auth.registerButton }).click();
  await expect(page.getByText(EN.auth.registrationFailed, { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(EN.errors.usernameUnavailable)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByLabel(EN.auth.email, { exact: true })).toHaveValue(
    details.email,
  );
  await expect(page).toHaveURL(/\/auth(\?tab=register)?$/);
});

test('the links switch between the login and register tabs', async ({ page }) => {
  await page.goto('/auth');
  await page
    .getByRole('button', { name: EN.auth.registerLink })
    .or(page.getByRole('link', { name: EN.auth.registerLink }))
    .click();
  await expect(page.getByRole('tab', { name: EN.auth.registerTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page
    .getByRole('button', { name: EN.auth.loginLink })
    .or(page.getByRole('link', { name: EN.auth.loginLink }))
    .click();
  await expect(page.getByRole('tab', { name: EN.auth.loginTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the superadmin signs in and lands on /users', async ({ page }) => {
  await page.goto('/auth');
  await login(page, E2E_SUPERADMIN.username, E2E_SUPERADMIN.password);
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: EN.pages.users })).toBeVisible();
});
