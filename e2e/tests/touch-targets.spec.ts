import { expect, test, type Page } from '@playwright/test';
import {
  adminWithOrganization,
  createViaApi,
  loginViaApi,
  openSignedIn,
  storeSession,
  workerViaApi,
  yardViaApi,
} from '../support/accounts';
import { expectNoAxeViolations, switchTheme } from '../support/axe';
import { DE, EN } from '../support/i18n';
import { assignToolViaApi } from '../support/offline';
import { smallTouchTargets, type SmallTarget } from '../support/touch-targets';
import E2E_SUPERADMIN from '../support/superadmin.json' with { type: 'json' };

// On a phone every control is tapped with a gloved thumb (docs/decisions/0062): each signed-in
// screen at 390 × 844 has no control under 44 × 44 px, and axe finds nothing in either theme.
test.use({ viewport: { width: 390, height: 844 } });

/** Until the screen has drawn what it loaded: its heading, and no loading spinner left. */
const screenSettled = async (page: Page) => {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[data-screen-loading], [aria-busy="true"]')).toHaveCount(0);
};

/**
 * Opens each path and collects what is too small there, and axe's findings in both themes;
 * one assertion at the end names every small control of every screen at once.
 */
const walk = async (page: Page, paths: string[]) => {
  const small: Array<SmallTarget & { path: string }> = [];
  for (const path of paths) {
    await page.goto(path);
    await screenSettled(page);
    for (const target of await smallTouchTargets(page)) small.push({ ...target, path });
    await switchTheme(page, 'light');
    await expectNoAxeViolations(page, `${path} on a phone (light)`);
    await switchTheme(page, 'dark');
    await expectNoAxeViolations(page, `${path} on a phone (dark)`);
    await switchTheme(page, 'light');
  }
  expect(small, 'controls under 44 × 44 px on a phone').toEqual([]);
};

test("an org admin's screens have no control under 44 × 44 px on a phone, and axe finds nothing in either theme", async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const report = await createViaApi(request, admin.token, '/api/reports', {
    title: 'North wall poured',
    content: 'Dry weather.',
    siteId: yard.site.id,
    reportDate: '2027-01-15',
  });
  await workerViaApi(request, admin.token);
  await openSignedIn(page, admin, '/');
  await walk(page, [
    '/',
    '/tools',
    `/tools/${yard.tool.id}`,
    '/vehicles',
    `/vehicles/${yard.vehicle.id}`,
    '/storage',
    '/storage?tab=parking',
    `/storage/units/${yard.unit.id}`,
    '/sites',
    `/sites/${yard.site.id}`,
    '/branches',
    '/workers',
    '/reports',
    `/reports/${report.id}`,
    '/maintenance-costs',
    '/organization',
    '/scan',
    '/scan?mode=collect',
  ]);
});

test("an org admin's forms and settings have no control under 44 × 44 px on a phone, and axe finds nothing in either theme", async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminWithOrganization(request);
  await yardViaApi(request, admin.token);
  await openSignedIn(page, admin, '/');
  await walk(page, [
    '/tools/new',
    '/vehicles/new',
    '/reports/new',
    '/notifications/new',
    ...['account', 'security', 'notifications', 'language', 'appearance', 'seasons', 'ai'].map(
      (tab) => `/settings?tab=${tab}`,
    ),
  ]);
});

test("a worker's screens have no control under 44 × 44 px on a phone, and axe finds nothing in either theme", async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  await assignToolViaApi(request, admin.token, yard.tool.id, worker.user.id);
  await openSignedIn(page, worker, '/');
  await walk(page, ['/my-stuff', '/reports', '/settings?tab=account']);
});

test("the superadmin's screens have no control under 44 × 44 px on a phone, and axe finds nothing in either theme", async ({
  page,
  request,
}) => {
  const superadmin = await loginViaApi(request, E2E_SUPERADMIN.username, E2E_SUPERADMIN.password);
  await openSignedIn(page, superadmin, '/');
  await walk(page, ['/users', '/users?tab=organizations', '/mail-log', '/backups']);
});

test('the open drawer, bell and user menu have no control under 44 × 44 px on a phone', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await openSignedIn(page, admin, '/');
  await screenSettled(page);
  const opened: SmallTarget[] = [];
  await page.getByRole('button', { name: EN.header.userMenu }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  opened.push(...(await smallTouchTargets(page, '[role="menu"]')));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: EN.header.notifications }).click();
  await expect(page.getByRole('dialog', { name: EN.notices.title })).toBeVisible();
  opened.push(...(await smallTouchTargets(page, '[role="dialog"]')));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: EN.nav.openMenu }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  opened.push(...(await smallTouchTargets(page, '[role="dialog"]')));
  expect(opened, 'controls under 44 × 44 px in the open menus').toEqual([]);
});

test('on a phone a long page title wraps in the header instead of being cut off', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await storeSession(page, admin, 'de');
  await page.goto('/maintenance-costs');
  await screenSettled(page);
  const title = page.getByRole('banner').getByText(DE.pages.maintenanceCosts, { exact: true });
  await expect(title).toBeVisible();
  const cut = await title.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  );
  expect(cut, 'the header title shows all of its text').toBe(false);
});

test('on a phone every settings tab is in full view, none hidden in a sideways strip', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await storeSession(page, admin, 'de');
  await page.goto('/settings');
  await screenSettled(page);
  const tabs = page.getByRole('tablist').getByRole('tab');
  expect(await tabs.count()).toBeGreaterThan(4);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
});
