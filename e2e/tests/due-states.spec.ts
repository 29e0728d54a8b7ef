import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminWithOrganization, createViaApi, openSignedIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { berlinDay } from '../support/calendar';

// Decision 0042: tools and vehicles say when something falls due — a badge on the lists, a filter
// kept in the address, and the reasons in words on the item's page.
const PHONE = { width: 390, height: 844 };
const OVERDUE_TOOL = 'Makita core drill';
const FINE_TOOL = 'Bosch angle grinder';
const VEHICLE = 'Iveco Daily (B-DU 17)';

/** A calendar day as the English screens write it: "Nov 29, 2026". */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** An organization with a tool overdue for maintenance, one that is fine and a vehicle due soon. */
const dueYard = async (request: APIRequestContext) => {
  const admin = await adminWithOrganization(request);
  const branch = await createViaApi(request, admin.token, '/api/branches', { name: 'Berlin Süd' });
  const overdue = await createViaApi(request, admin.token, '/api/tools', {
    name: OVERDUE_TOOL,
    branchId: branch.id,
    nextMaintenanceDate: berlinDay(-3),
  });
  await createViaApi(request, admin.token, '/api/tools', {
    name: FINE_TOOL,
    branchId: branch.id,
    nextMaintenanceDate: berlinDay(200),
  });
  const checkupDay = berlinDay(5);
  const vehicle = await createViaApi(request, admin.token, '/api/vehicles', {
    make: 'Iveco',
    model: 'Daily',
    year: 2022,
    licensePlate: 'B-DU 17',
    branchId: branch.id,
    nextTechnicalCheckup: checkupDay,
  });
  expect(overdue.due).toMatchObject({ state: 'overdue' });
  expect(vehicle.due).toMatchObject({ state: 'due_soon' });
  return { admin, vehicle, checkupDay };
};

const toolsTable = (page: Page) => page.getByRole('table', { name: EN.tools.caption });
const rowOf = (page: Page, name: string) =>
  toolsTable(page).getByRole('row').filter({ hasText: name });

test('the tools list marks the overdue tool, and the Due filter shows only it, kept in the address', async ({
  page,
  request,
}) => {
  const { admin } = await dueYard(request);
  await openSignedIn(page, admin, '/tools');
  await expect(rowOf(page, OVERDUE_TOOL)).toContainText(EN.due.state.overdue);
  await expect(rowOf(page, FINE_TOOL)).toBeVisible();
  await expect(rowOf(page, FINE_TOOL)).not.toContainText(EN.due.state.overdue);
  await expect(rowOf(page, FINE_TOOL)).not.toContainText(EN.due.state.due_soon);

  const filter = page.getByRole('combobox', { name: EN.due.filter, exact: true });
  await filter.click();
  await page.getByRole('option', { name: EN.due.state.overdue, exact: true }).click();
  await expect(page).toHaveURL(/[?&]due=overdue(&|$)/);
  await expect(rowOf(page, FINE_TOOL)).toHaveCount(0);
  await expect(rowOf(page, OVERDUE_TOOL)).toBeVisible();
  // A shared link or a reload lands on the same list.
  await page.reload();
  await expect(filter).toContainText(EN.due.state.overdue);
  await expect(rowOf(page, FINE_TOOL)).toHaveCount(0);
  await expect(rowOf(page, OVERDUE_TOOL)).toBeVisible();
});

test('the vehicle page says its technical checkup is due soon, and when', async ({
  page,
  request,
}) => {
  const { admin, vehicle, checkupDay } = await dueYard(request);
  await openSignedIn(page, admin, `/vehicles/${vehicle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: VEHICLE })).toBeVisible();
  const section = page.getByRole('region', { name: EN.due.title, exact: true });
  await expect(section.getByRole('listitem')).toHaveText([
    `Technical checkup due on ${shownDay(checkupDay)}`,
  ]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the lists with due badges have no accessibility violations in the ${colorScheme} theme`, async ({
    page,
    request,
  }) => {
    const { admin } = await dueYard(request);
    await page.emulateMedia({ colorScheme });
    await openSignedIn(page, admin, '/tools');
    await expect(rowOf(page, OVERDUE_TOOL)).toContainText(EN.due.state.overdue);
    await expectNoAxeViolations(page, `/tools with a due badge (${colorScheme})`);
    await page.goto('/vehicles');
    await expect(
      page.getByRole('table', { name: EN.vehicles.caption }).getByRole('row').nth(1),
    ).toContainText(EN.due.state.due_soon);
    await expectNoAxeViolations(page, `/vehicles with a due badge (${colorScheme})`);
  });
}

test('at a laptop width the vehicles table with a due badge fits, its row menu on screen', async ({
  page,
  request,
}) => {
  const { admin } = await dueYard(request);
  for (const width of [1366, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await openSignedIn(page, admin, '/vehicles');
    const menu = page.getByRole('button', {
      name: EN.vehicles.actionsFor.replace('{{name}}', VEHICLE),
    });
    await expect(menu).toBeVisible();
    await expectNoSidewaysScroll(page, `vehicles at ${width} px`);
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width, `the row menu at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test('on a phone the tools cards show the badge, the Due filter is counted and nothing scrolls sideways', async ({
  page,
  request,
}) => {
  const { admin } = await dueYard(request);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, admin, '/tools?due=overdue');
  const list = page.getByRole('list', { name: EN.tools.caption, exact: true });
  const card = list.getByRole('listitem').filter({ hasText: OVERDUE_TOOL });
  await expect(card).toContainText(EN.due.state.overdue);
  await expect(list.getByRole('listitem').filter({ hasText: FINE_TOOL })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: EN.listControls.filtersCount.replace('{{count}}', '1') }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'tools on a phone');
});
