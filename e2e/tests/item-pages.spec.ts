import { expect, test, type Page } from '@playwright/test';
import { adminWithOrganization, createViaApi, openSignedIn, yardViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

const noSidewaysScroll = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
};

const TOOL = 'Hilti TE 30 rotary hammer';

test('an admin opens a tool from the list, reads its fields and log, and changes its status there', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  await page.setViewportSize(LAPTOP);
  await openSignedIn(page, admin, '/tools');

  await page.getByRole('link', { name: TOOL }).first().click();
  await expect(page).toHaveURL(new RegExp(`/tools/${yard.tool.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: TOOL })).toBeVisible();
  // Every field, and who has it and where it is.
  const whereabouts = page.getByRole('region', { name: EN.itemPages.whereabouts });
  await expect(whereabouts.getByText(EN.itemPages.nobody)).toBeVisible();
  await expect(whereabouts.getByRole('link', { name: 'HafenCity Lot 4' })).toBeVisible();
  await expect(whereabouts.getByText('Hamburg Nord')).toBeVisible();
  const details = page.getByRole('region', { name: EN.itemPages.details });
  await expect(details.getByText('HT-3001')).toBeVisible();
  // Its log, with the creation entry.
  const log = page.getByRole('region', { name: EN.itemPages.log });
  await expect(log.getByRole('cell', { name: EN.tools.logs.created })).toBeVisible();

  // The status moves the role may take now, as buttons: send it to maintenance.
  const moves = page.getByRole('group', { name: EN.itemPages.changeStatus });
  await moves.getByRole('button', { name: EN.tools.moves.maintenance }).click();
  await expect(page.getByText(EN.tools.updated, { exact: true })).toBeVisible();
  await expect(page.locator('h1 + *').getByText(EN.statuses.tool.maintenance)).toBeVisible();
  await expect(moves.getByRole('button', { name: EN.tools.moves.backToAvailable })).toBeVisible();
  // The page's log shows the move without a reload.
  await expect(
    log
      .getByText(EN.tools.logs.statusChanged.replace('{{status}}', EN.statuses.tool.maintenance))
      .first(),
  ).toBeVisible();

  // Check out asks for the site in the existing dialog.
  await moves.getByRole('button', { name: EN.tools.moves.backToAvailable }).click();
  await moves.getByRole('button', { name: EN.tools.moves.checkOut }).click();
  await page.getByRole('dialog').getByRole('button', { name: EN.tools.move.confirm }).click();
  await expect(page.locator('h1 + *').getByText(EN.statuses.tool.checked_out)).toBeVisible();
});

test("the dashboard's row menu leads to the item page: its log and its status moves", async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  await page.setViewportSize(LAPTOP);
  await openSignedIn(page, admin, '/organization-dashboard');

  const menu = page.getByRole('button', {
    name: EN.dashboard.itemActionsLabel.replace('{{name}}', TOOL),
  });
  await menu.click();
  await page.getByRole('menuitem', { name: EN.dashboard.viewLogs }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/${yard.tool.id}#log$`));
  await expect(page.getByRole('heading', { level: 2, name: EN.itemPages.log })).toBeFocused();

  await page.goto('/organization-dashboard');
  await menu.click();
  await page.getByRole('menuitem', { name: EN.dashboard.updateStatus }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/${yard.tool.id}#status$`));
  await expect(page.getByRole('group', { name: EN.itemPages.changeStatus })).toBeFocused();

  // The activity feed's entry about the tool links to its page too.
  await page.goto('/organization-dashboard');
  await page
    .getByRole('link', { name: new RegExp(TOOL) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/tools/${yard.tool.id}$`));
});

test("a site's page lists its reports, newest first, each leading to its report page", async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  await page.setViewportSize(LAPTOP);
  await openSignedIn(page, admin, `/sites/${yard.site.id}`);
  const reports = page.getByRole('region', { name: EN.itemPages.reports, exact: true });
  await expect(reports.getByText(EN.itemPages.noReports)).toBeVisible();

  const older = await createViaApi(request, admin.token, '/api/reports', {
    title: 'Foundations poured',
    content: 'Dry weather.',
    siteId: yard.site.id,
    reportDate: '2027-01-14',
  });
  await createViaApi(request, admin.token, '/api/reports', {
    title: 'Scaffolding up',
    content: 'Windy.',
    siteId: yard.site.id,
    reportDate: '2027-01-15',
  });
  await page.reload();
  const links = reports.getByRole('link');
  await expect(links).toHaveText(['Scaffolding up', 'Foundations poured']);
  await reports.getByRole('link', { name: 'Foundations poured' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${older.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Foundations poured' })).toBeVisible();
});

test("another organization's tool and an unknown id show the not-found page", async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const other = await adminWithOrganization(request);
  const theirs = await yardViaApi(request, other.token);
  await openSignedIn(page, admin, `/tools/${theirs.tool.id}`);
  await expect(page.getByRole('heading', { level: 1, name: EN.notFound.title })).toBeVisible();
  await expect(page.getByText(TOOL)).toHaveCount(0);

  await page.goto(`/vehicles/${theirs.vehicle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: EN.notFound.title })).toBeVisible();
  await page.goto('/tools/2147483000');
  await expect(page.getByRole('heading', { level: 1, name: EN.notFound.title })).toBeVisible();
  await page.goto('/storage/units/abc');
  await expect(page.getByRole('heading', { level: 1, name: EN.notFound.title })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the item pages fit a phone and have no accessibility violations (${colorScheme})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await adminWithOrganization(request);
    const yard = await yardViaApi(request, admin.token);
    await page.emulateMedia({ colorScheme });
    await openSignedIn(page, admin, '/organization-dashboard');
    const pages = [
      { path: `/tools/${yard.tool.id}`, name: TOOL },
      { path: `/vehicles/${yard.vehicle.id}`, name: 'Ford Transit (HH-TY 21)' },
      { path: `/storage/units/${yard.unit.id}`, name: 'Container A' },
      { path: `/sites/${yard.site.id}`, name: 'HafenCity Lot 4' },
    ];
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      for (const { path, name } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(page.getByRole('region', { name: EN.itemPages.details })).toBeVisible();
        await noSidewaysScroll(page);
        await expectNoAxeViolations(page, `${path} at ${viewport.width} px (${colorScheme})`);
      }
    }
  });
}
