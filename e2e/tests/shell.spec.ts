import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminWithOrganization, openSignedIn, workerViaApi, yardViaApi } from '../support/accounts';
import { expectAxeCleanInBothThemes } from '../support/axe';
import { DE, EN } from '../support/i18n';

test('switching the language to German shows German text, and the choice survives a reload', async ({
  page,
  request,
}) => {
  const account = await adminWithOrganization(request);
  await openSignedIn(page, account, '/organization-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: EN.pages.organization })).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${EN.language.label}`) })
    .click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();

  await expect(page.getByRole('heading', { level: 1, name: DE.pages.organization })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: DE.nav.mainNavigation })
      .getByRole('link', { name: DE.nav.settings }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('i18nextLng'),
      localStorage.getItem('language_manually_set'),
    ]),
  ).toEqual(['de', 'true']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: DE.pages.organization })).toBeVisible();
});

test('the language can be chosen on the sign-in page too', async ({ page }) => {
  await page.goto('/auth');
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${EN.language.label}`) })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.getByRole('tab', { name: DE.auth.loginTab })).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByLabel(DE.auth.username, { exact: true }),
  ).toBeVisible();
});

test('the theme toggle switches to dark and back, and the choice is kept', async ({
  page,
  request,
}) => {
  const account = await adminWithOrganization(request);
  await page.emulateMedia({ colorScheme: 'light' });
  await openSignedIn(page, account, '/organization-dashboard');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: EN.header.switchToDark }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: EN.header.switchToLight }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('without a stored choice the theme follows the system preference', async ({
  page,
  request,
}) => {
  const account = await adminWithOrganization(request);
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSignedIn(page, account, '/organization-dashboard');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('on a phone the bottom bar shows 6 items for an admin and More opens the menu', async ({
  page,
  request,
}) => {
  const account = await adminWithOrganization(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, account, '/organization-dashboard');
  const bar = page.getByRole('navigation', { name: EN.nav.mobileNavigation });
  await expect(bar).toBeVisible();
  // Dashboard, Tools, Vehicles, Scan, Reports, More.
  await expect(bar.getByTestId('bottom-bar-item')).toHaveCount(6);
  await expect(bar.getByRole('link', { name: EN.nav.dashboard })).toBeVisible();
  await expect(bar.getByRole('link', { name: EN.nav.tools })).toBeVisible();

  await bar.getByRole('button', { name: EN.nav.more }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: EN.nav.branches })).toBeVisible();
  await drawer.getByRole('link', { name: EN.nav.branches }).click();
  await expect(page).toHaveURL(/\/branches$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a desktop there is no bottom bar', async ({ page, request }) => {
  const account = await adminWithOrganization(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, account, '/organization-dashboard');
  await expect(page.getByRole('navigation', { name: EN.nav.mainNavigation })).toBeVisible();
  await expect(page.getByRole('navigation', { name: EN.nav.mobileNavigation })).toHaveCount(0);
});

test('a worker-only route sends an admin to the organization dashboard', async ({
  page,
  request,
}) => {
  const account = await adminWithOrganization(request);
  await openSignedIn(page, account, '/my-stuff');
  await expect(page).toHaveURL(/\/organization-dashboard$/);
});

test('a superadmin-only route sends an admin to the organization dashboard', async ({
  page,
  request,
}) => {
  const account = await adminWithOrganization(request);
  await openSignedIn(page, account, '/users');
  await expect(page).toHaveURL(/\/organization-dashboard$/);
});

test('an unknown path shows Page Not Found', async ({ page, request }) => {
  const account = await adminWithOrganization(request);
  await openSignedIn(page, account, '/no/such/page');
  await expect(page.getByRole('heading', { name: EN.notFound.title })).toBeVisible();
});

test('the generic /dashboard landing shows the role’s home: the organization dashboard for an admin', async ({
  page,
  request,
}) => {
  const account = await adminWithOrganization(request);
  await openSignedIn(page, account, '/dashboard');
  await expect(page.getByText(EN.dashboard.quickActions.title)).toBeVisible();
  await expect(page.getByText(EN.placeholder.title)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: EN.nav.mainNavigation })).toBeVisible();
});

test('the header shows the bell and a user menu with Profile, Settings and Logout', async ({
  page,
  request,
}) => {
  const account = await adminWithOrganization(request);
  await openSignedIn(page, account, '/organization-dashboard');
  // Nothing to tell yet: the bell has no number (the spec's fixed 3 was a placeholder).
  const bell = page
    .getByRole('banner')
    .getByRole('button', { name: EN.header.notifications, exact: true });
  await expect(bell).toBeVisible();
  await expect(bell).not.toContainText(/\d/);
  await page.getByRole('button', { name: EN.header.userMenu }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    EN.header.profile,
    EN.header.settings,
    EN.header.logout,
  ]);
  await page.getByRole('menuitem', { name: EN.header.settings }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

/** A worker returns the yard's tool reporting damage: the organization's admins get a notice. */
const damageReturned = async (request: APIRequestContext, adminToken: string) => {
  const yard = await yardViaApi(request, adminToken);
  const worker = await workerViaApi(request, adminToken);
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  // One after the other: each step needs the one before.
  const steps = [
    () =>
      request.post(`/api/tools/${yard.tool.id}/status`, {
        headers: as(adminToken),
        data: { status: 'pending_confirmation', assignedUserId: worker.user.id },
      }),
    () => request.post(`/api/tools/${yard.tool.id}/confirm`, { headers: as(worker.token) }),
    () =>
      request.post(`/api/tools/${yard.tool.id}/return`, {
        headers: as(worker.token),
        data: { storageUnitId: yard.unit.id, damageDescription: 'Cable cut' },
      }),
  ];
  for (const step of steps) expect((await step()).status()).toBe(200);
  return { tool: yard.tool, worker };
};

test('the bell counts unread notices live, opens them on a phone, and they are read then', async ({
  page,
  request,
}) => {
  const account = await adminWithOrganization(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, account, '/organization-dashboard');
  const banner = page.getByRole('banner');
  await expect(
    banner.getByRole('button', { name: EN.header.notifications, exact: true }),
  ).toBeVisible();

  // A damage report arrives while the page is open: the number appears without a reload.
  const { tool, worker } = await damageReturned(request, account.token);
  const bell = banner.getByRole('button', {
    name: EN.header.notificationsLabel.replace('{{count}}', '1'),
  });
  await expect(bell).toContainText('1');

  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: EN.notices.title });
  const text = EN.notices.kind.damage_reported
    .replace('{{reporter}}', `${worker.user.firstName} ${worker.user.lastName}`)
    .replace('{{item}}', tool.name as string);
  const notice = panel.getByRole('link', { name: new RegExp(text) });
  await expect(notice).toHaveAttribute('href', `/tools/${tool.id}`);
  // On the phone's width, whole.
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectAxeCleanInBothThemes(page, 'the open bell');
  // Opened, so read: the number is gone.
  await expect(
    banner.getByRole('button', { name: EN.header.notifications, exact: true }),
  ).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/tools/${tool.id}$`));
  await expect(panel).toHaveCount(0);
});

test('a corrupt stored user is cleared and the visitor is sent to sign in', async ({ page }) => {
  await page.goto('/auth');
  await page.evaluate(() => {
    localStorage.setItem('auth_token', 'whatever');
    localStorage.setItem('user', '{not json');
  });
  await page.goto('/organization-dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
