import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminWithOrganization,
  createViaApi,
  loginViaApi,
  openSignedIn,
  workerViaApi,
  yardViaApi,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';
import E2E_SUPERADMIN from '../support/superadmin.json' with { type: 'json' };

// Every list screen shows a virtualized table (decision 0025); each is checked with rows in it.
type Screen = { path: string; caption: string };

const INVENTORY: Screen[] = [
  { path: '/tools', caption: EN.tools.caption },
  { path: '/vehicles', caption: EN.vehicles.caption },
  { path: '/sites', caption: EN.sites.caption },
  { path: '/branches', caption: EN.branches.caption },
  { path: '/storage', caption: EN.storage.caption },
  { path: '/storage?tab=parking', caption: EN.parking.caption },
];
const PEOPLE_AND_REPORTS: Screen[] = [
  { path: '/reports', caption: EN.reports.caption },
  { path: '/workers', caption: EN.workers.caption },
];

/** An organization with a row on every list screen. */
const yardWithPeople = async (request: APIRequestContext) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  await workerViaApi(request, admin.token);
  await createViaApi(request, admin.token, '/api/reports', {
    title: 'North wall poured',
    content: 'Dry weather.',
    siteId: yard.site.id,
    reportDate: '2027-01-15',
  });
  return admin;
};

const checkScreens = async (page: Page, screens: Screen[], colorScheme: string) => {
  for (const { path, caption } of screens) {
    await page.goto(path);
    await expect(page.getByRole('table', { name: caption }).getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, `${path} (${colorScheme})`);
  }
};

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the inventory list screens with rows have no accessibility violations in the ${colorScheme} theme`, async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await yardWithPeople(request);
    await page.emulateMedia({ colorScheme });
    await openSignedIn(page, admin, '/organization-dashboard');
    await checkScreens(page, INVENTORY, colorScheme);
  });

  test(`the reports, workers and users lists with rows have no accessibility violations in the ${colorScheme} theme`, async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await yardWithPeople(request);
    await page.emulateMedia({ colorScheme });
    await openSignedIn(page, admin, '/organization-dashboard');
    await checkScreens(page, PEOPLE_AND_REPORTS, colorScheme);

    const root = await loginViaApi(request, E2E_SUPERADMIN.username, E2E_SUPERADMIN.password);
    await openSignedIn(page, root, '/users');
    await checkScreens(page, [{ path: '/users', caption: EN.users.caption }], colorScheme);
  });
}
