import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminWithOrganization, createViaApi, openSignedIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { berlinDay } from '../support/calendar';

// Decision 0042: the organization dashboard's "Due and overdue" card counts what is due, each count
// a way into the filtered list, and lists the most urgent items, each a way to its page.
const PHONE = { width: 390, height: 844 };
const VEHICLE = 'Iveco Daily (B-DD 17)';

/** An admin whose one vehicle's technical checkup was due yesterday. */
const overdueYard = async (request: APIRequestContext) => {
  const admin = await adminWithOrganization(request);
  const branch = await createViaApi(request, admin.token, '/api/branches', { name: 'Berlin Nord' });
  const vehicle = await createViaApi(request, admin.token, '/api/vehicles', {
    make: 'Iveco',
    model: 'Daily',
    year: 2022,
    licensePlate: 'B-DD 17',
    branchId: branch.id,
    nextTechnicalCheckup: berlinDay(-1),
  });
  expect(vehicle.due).toMatchObject({ state: 'overdue' });
  return { admin, branch, vehicle };
};

const dueCard = (page: Page) =>
  page.getByRole('region', { name: EN.dashboard.due.title, exact: true });

test('the dashboard lists the overdue vehicle, counts it, and its link opens the vehicle page', async ({
  page,
  request,
}) => {
  const { admin, vehicle } = await overdueYard(request);
  await openSignedIn(page, admin, '/organization-dashboard');
  const card = dueCard(page);
  const item = card.getByRole('listitem').filter({ hasText: VEHICLE });
  await expect(item).toContainText(EN.due.state.overdue);
  await expect(item).toContainText('Technical checkup overdue since');
  await expect(card.getByRole('link', { name: '1 vehicle', exact: true })).toHaveAttribute(
    'href',
    '/vehicles?due=overdue',
  );

  await item.getByRole('link', { name: VEHICLE, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicle.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: VEHICLE })).toBeVisible();
});

test('with nothing due the card says so', async ({ page, request }) => {
  const admin = await adminWithOrganization(request);
  await openSignedIn(page, admin, '/organization-dashboard');
  await expect(dueCard(page)).toContainText(EN.dashboard.due.empty);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a phone the card fits and has no accessibility violations in the ${colorScheme} theme`, async ({
    page,
    request,
  }) => {
    const { admin } = await overdueYard(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(PHONE);
    await openSignedIn(page, admin, '/organization-dashboard');
    await expect(dueCard(page).getByRole('link', { name: VEHICLE, exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, `the dashboard on a phone (${colorScheme})`);
    await expectNoAxeViolations(page, `/organization-dashboard with a due card (${colorScheme})`);
  });
}

test('on a phone an overdue item puts "Due and overdue" above the fold, before the quick actions; with nothing overdue the quick actions come first', async ({
  page,
  request,
}) => {
  const { admin } = await overdueYard(request);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, admin, '/organization-dashboard');
  const quickActions = page.getByRole('region', {
    name: EN.dashboard.quickActions.title,
    exact: true,
  });
  await expect(dueCard(page).getByRole('link', { name: VEHICLE, exact: true })).toBeInViewport();
  const dueTop = (await dueCard(page).boundingBox())!.y;
  expect(dueTop).toBeLessThan((await quickActions.boundingBox())!.y);

  const calm = await adminWithOrganization(request);
  await openSignedIn(page, calm, '/organization-dashboard');
  await expect(dueCard(page)).toContainText(EN.dashboard.due.empty);
  expect((await quickActions.boundingBox())!.y).toBeLessThan(
    (await dueCard(page).boundingBox())!.y,
  );
});
