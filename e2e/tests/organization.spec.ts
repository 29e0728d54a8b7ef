import { expect, test, type Page } from '@playwright/test';
import {
  adminWithOrganization,
  loginViaApi,
  newAccountDetails,
  openSignedIn,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { holdEntryScript } from '../support/entry-script';
import { EN } from '../support/i18n';
import E2E_SUPERADMIN from '../support/superadmin.json' with { type: 'json' };

const W = EN.organizations.wizard;

const register = async (page: Page) => {
  const details = newAccountDetails();
  await page.goto('/auth?tab=register');
  const form = page.getByRole('tabpanel');
  await form.getByLabel(EN.auth.username, { exact: true }).fill(details.username);
  await form.getByLabel(EN.auth.email, { exact: true }).fill(details.email);
  await form.getByLabel(EN.auth.firstName, { exact: true }).fill(details.firstName);
  await form.getByLabel(EN.auth.lastName, { exact: true }).fill(details.lastName);
  await form.getByLabel(EN.auth.password, { exact: true }).fill(details.password);
  await form.getByLabel(EN.auth.confirmPassword, { exact: true }).fill(details.password);
  await form.getByRole('button', { name: EN.auth.registerButton }).click();
  return details;
};

const signInThroughForm = async (page: Page, username: string, password: string) => {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel(EN.auth.username, { exact: true }).fill(username);
  await form.getByLabel(EN.auth.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: EN.auth.loginButton, exact: true }).click();
};

test('a new admin is held in the setup wizard, creates the organization and sees its name and colours in the shell', async ({
  page,
}) => {
  await register(page);
  const wizard = page.getByRole('dialog', { name: W.createTitle });
  await expect(wizard).toBeVisible();
  await expectNoAxeViolations(page, 'setup wizard, basics');

  // Create first: every basics field shows its message and the wizard stays on basics.
  await wizard.getByRole('button', { name: EN.common.next }).click();
  await wizard.getByRole('button', { name: EN.common.next }).click();
  await wizard.getByRole('button', { name: W.create }).click();
  await expect(wizard.getByText(EN.validation.organizationNameRequired)).toBeVisible();
  await expect(wizard.getByText(EN.validation.addressRequired)).toBeVisible();

  await wizard.getByLabel(W.name, { exact: true }).fill('Kranbau Müller GmbH');
  await wizard.getByLabel(W.contactEmail, { exact: true }).fill('info@kranbau-mueller.example.com');
  await wizard.getByLabel(W.contactPhone, { exact: true }).fill('+49 89 123456');
  await wizard.getByLabel(W.address, { exact: true }).fill('Werkstraße 5, München');
  await wizard.getByRole('tab', { name: W.brandingTab }).click();
  await wizard.getByLabel(W.primaryColor, { exact: true }).fill('#B45309');
  await expectNoAxeViolations(page, 'setup wizard, branding');
  await wizard.getByRole('tab', { name: W.previewTab }).click();
  await expect(wizard.getByText('Kranbau Müller GmbH').first()).toBeVisible();
  await wizard.getByRole('button', { name: W.create }).click();

  await expect(page.getByText(W.completeTitle)).toBeVisible();
  // The page reloads into the organization's app.
  await expect(page.getByRole('navigation', { name: EN.nav.mainNavigation })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('Kranbau Müller GmbH').first()).toBeVisible();
  const brand = await page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue('--brand-primary-500')
      .trim()
      .toLowerCase(),
  );
  expect(brand).toBe('#b45309');

  // The next start paints the organization's colours from its first frame, before any of the
  // app's code has run (kept by the app, put on by theme-init.js).
  const release = await holdEntryScript(page);
  await page.reload({ waitUntil: 'commit' });
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.documentElement.style.getPropertyValue('--brand-primary-500').toLowerCase(),
      ),
    )
    .toBe('#b45309');
  release();
  await expect(page.getByText('Kranbau Müller GmbH').first()).toBeVisible();

  // Signing out puts the default colours back, and the next start keeps none.
  await page.getByRole('button', { name: EN.header.userMenu }).click();
  await page.getByRole('menuitem', { name: EN.header.logout }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect(
    await page.evaluate(() => ({
      written: document.documentElement.style.getPropertyValue('--brand-primary-500'),
      kept: localStorage.getItem('brand_colors'),
    })),
  ).toEqual({ written: '', kept: null });
});

test('an admin adds a worker, who signs in and lands on My Stuff', async ({ page, request }) => {
  const admin = await adminWithOrganization(request);
  await openSignedIn(page, admin, '/workers');
  await page.getByRole('button', { name: EN.workers.add }).click();
  const dialog = page.getByRole('dialog', { name: EN.workers.addTitle });
  const worker = newAccountDetails();
  const username = worker.username.replace('admin', 'worker');
  await dialog.getByLabel(EN.auth.firstName, { exact: true }).fill('Wanda');
  await dialog.getByLabel(EN.auth.lastName, { exact: true }).fill('Welder');
  await dialog.getByLabel(EN.auth.username, { exact: true }).fill(username);
  await dialog.getByLabel(EN.auth.email, { exact: true }).fill(`${username}@example.com`);
  await dialog.getByLabel(EN.auth.password, { exact: true }).fill('worker-password-1');
  await expectNoAxeViolations(page, 'add worker dialog');
  await dialog.getByRole('button', { name: EN.workers.create }).click();
  await expect(page.getByText(EN.workers.created, { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByText('Wanda Welder')).toBeVisible();

  await page.getByRole('button', { name: EN.header.userMenu }).click();
  await page.getByRole('menuitem', { name: EN.header.logout }).click();
  // Signing out revokes the token on the server first: leaving before it lands would keep the
  // admin signed in, and /auth would send them back to their dashboard.
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughForm(page, username, 'worker-password-1');
  await expect(page).toHaveURL(/\/my-stuff$/);
});

test('a superadmin acts as an admin, sees the banner, releases and is back on /users', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const root = await loginViaApi(request, E2E_SUPERADMIN.username, E2E_SUPERADMIN.password);
  await openSignedIn(page, root, '/users');
  const name = `${admin.user.firstName} ${admin.user.lastName}`;
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, 'users screen');

  // Several test admins share a name, more than one page of the list holds: the search finds
  // this one by username.
  await page.getByLabel(EN.users.search).fill(admin.username);
  const row = page.getByRole('row').filter({ hasText: admin.username });
  await row.getByRole('button', { name: EN.users.actAsLabel.replace('{{name}}', name) }).click();
  // The banner says whom the superadmin acts as.
  const banner = EN.impersonation.banner
    .replace('{{name}}', name)
    .replace('{{role}}', EN.roles.org_admin);
  await expect(page.getByText(banner)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const impersonationToken = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(impersonationToken).not.toBe(root.token);

  await page.getByRole('button', { name: EN.impersonation.release }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByText(banner)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(root.token);
  // The released session is over on the server too.
  const me = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${impersonationToken}` },
  });
  expect(me.status()).toBe(401);
});

test('the organization page shows the organization with its six tabs', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request, { name: 'Tiefbau Nord' });
  await openSignedIn(page, admin, '/organization');
  await expect(page.getByRole('heading', { level: 1, name: 'Tiefbau Nord' })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(6);
  await expectNoAxeViolations(page, 'organization page');
});

test('settings: the account is updated and a password mismatch sends nothing', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await openSignedIn(page, admin, '/settings');
  await expectNoAxeViolations(page, 'settings account tab');
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/auth/change-password') && sent.push(r.url()));

  await page.getByLabel(EN.auth.firstName, { exact: true }).fill('Adelheid');
  await page.getByRole('tabpanel').getByRole('button', { name: EN.settings.saveProfile }).click();
  await expect(page.getByText(EN.settings.profileUpdated, { exact: true })).toBeVisible();
  await expect(page.locator('aside').getByText('Adelheid')).toBeVisible();

  await page.getByRole('tab', { name: EN.settings.securityTab }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(EN.settings.currentPassword, { exact: true }).fill(admin.password);
  await panel.getByLabel(EN.settings.newPassword, { exact: true }).fill('first-new-password');
  await panel
    .getByLabel(EN.settings.confirmNewPassword, { exact: true })
    .fill('second-new-password');
  await panel.getByRole('button', { name: EN.settings.changePassword }).click();
  await expect(panel.getByText(EN.validation.newPasswordsMismatch)).toBeVisible();
  expect(sent).toEqual([]);
});
