import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  adminWithOrganization,
  createViaApi,
  openSignedIn,
  type Account,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';

// Decision 0026: sortable headers, filters and the count, all kept in the address.
let admin: Account;
let north: { id: number };

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  admin = await adminWithOrganization(request);
  north = await createViaApi(request, admin.token, '/api/branches', { name: 'North 2' });
  const south = await createViaApi(request, admin.token, '/api/branches', { name: 'South 10' });
  for (const [index, name] of ['Drill 10', 'Drill 2', 'Drill 1', 'Saw'].entries())
    await createViaApi(request, admin.token, '/api/tools', {
      name,
      serialNumber: `SN-${index}`,
      branchId: index === 3 ? south.id : north.id,
    });
  await request.dispose();
});

const toolsTable = (page: Page) => page.getByRole('table', { name: EN.tools.caption });
const names = async (page: Page) =>
  (await toolsTable(page).locator('tbody tr[aria-rowindex] td:first-child').allInnerTexts()).map(
    (text) => text.trim(),
  );

test('tools sort by a header, both ways, naturally; the sort survives reload and Back', async ({
  page,
}) => {
  await openSignedIn(page, admin, '/tools');
  await expect(page.getByRole('status').filter({ hasText: '4 tools' })).toBeVisible();
  await expect.poll(() => names(page)).toEqual(['Drill 1', 'Drill 2', 'Drill 10', 'Saw']);
  const nameHeader = page.getByRole('columnheader', { name: EN.tools.name });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => names(page)).toEqual(['Saw', 'Drill 10', 'Drill 2', 'Drill 1']);

  await page.reload();
  await expect.poll(() => names(page)).toEqual(['Saw', 'Drill 10', 'Drill 2', 'Drill 1']);
  await page.goBack();
  await expect(page).not.toHaveURL(/dir=desc/);
  await expect.poll(() => names(page)).toEqual(['Drill 1', 'Drill 2', 'Drill 10', 'Saw']);
});

test('tools filter by branch from the address, with the count, and the screen passes axe', async ({
  page,
}) => {
  await openSignedIn(page, admin, `/tools?branchId=${north.id}&search=drill`);
  await expect(page.getByRole('searchbox', { name: EN.tools.search })).toHaveValue('drill');
  await expect(page.getByRole('status').filter({ hasText: '3 tools' })).toBeVisible();
  await expect.poll(() => names(page)).toEqual(['Drill 1', 'Drill 2', 'Drill 10']);
  await expect(page.getByRole('combobox', { name: EN.listControls.branch })).toHaveText('North 2');
  await expectNoAxeViolations(page, 'tools filtered and sorted');

  await page.getByRole('button', { name: EN.listControls.clearFilters }).click();
  await expect(page).not.toHaveURL(/branchId/);
  await expect(page.getByRole('status').filter({ hasText: '3 tools' })).toBeVisible();
});

test('vehicles sort by the plate header and filter by branch from the address', async ({
  page,
  request,
}) => {
  const owner = await adminWithOrganization(request);
  const depot = await createViaApi(request, owner.token, '/api/branches', { name: 'Depot' });
  const yard = await createViaApi(request, owner.token, '/api/branches', { name: 'Yard' });
  for (const [plate, branch] of [
    ['B-TY 10', depot],
    ['B-TY 9', depot],
    ['B-TY 100', yard],
  ] as const)
    await createViaApi(request, owner.token, '/api/vehicles', {
      make: 'VW',
      model: 'Crafter',
      year: 2020,
      licensePlate: plate,
      branchId: branch.id,
    });
  const table = page.getByRole('table', { name: EN.vehicles.caption });
  const plates = async () =>
    (await table.locator('tbody tr[aria-rowindex] td:nth-child(4)').allInnerTexts()).map((text) =>
      text.trim(),
    );

  await openSignedIn(page, owner, `/vehicles?branchId=${depot.id}`);
  await expect(page.getByRole('status').filter({ hasText: '2 vehicles' })).toBeVisible();
  const plateHeader = page.getByRole('columnheader', { name: EN.vehicles.licensePlate });
  await plateHeader.getByRole('button').click();
  await expect(plateHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=licensePlate&dir=asc/);
  await expect.poll(plates).toEqual(['B-TY 9', 'B-TY 10']);
  await plateHeader.getByRole('button').click();
  await expect.poll(plates).toEqual(['B-TY 10', 'B-TY 9']);
  await page.getByRole('button', { name: EN.listControls.clearFilters }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 vehicles' })).toBeVisible();
  await expect.poll(plates).toEqual(['B-TY 100', 'B-TY 10', 'B-TY 9']);
});
