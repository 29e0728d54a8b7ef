import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminWithOrganization, createViaApi, openSignedIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';

const PHONE = { width: 390, height: 844 };
const year = new Date().getFullYear();

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replace(`{{${key}}}`, value),
    template,
  );

/**
 * An admin whose organization has every month in winter — whatever today's date, it is winter,
 * and summer tyres raise the alert — with two vans on summer tyres and one on winter tyres.
 */
const fleetInWinter = async (request: APIRequestContext) => {
  const admin = await adminWithOrganization(request);
  const headers = { authorization: `Bearer ${admin.token}` };
  const months = await request.put(`/api/organizations/${admin.organization.id}`, {
    headers,
    data: { winterMonths: '1,2,3,4,5,6,7,8,9,10,11,12' },
  });
  expect(months.status(), await months.text()).toBe(200);
  const branch = await createViaApi(request, admin.token, '/api/branches', {
    name: 'Hamburg Nord',
    address: 'Hafen 1',
  });
  const van = (make: string, model: string, licensePlate: string, tireType: string) =>
    createViaApi(request, admin.token, '/api/vehicles', {
      make,
      model,
      year: 2021,
      licensePlate,
      branchId: branch.id,
      tireType,
      tireYear: 2022,
    });
  const transit = await van('Ford', 'Transit', 'HH-TY 21', 'summer');
  const crafter = await van('Volkswagen', 'Crafter', 'HH-TY 22', 'summer');
  await van('Iveco', 'Daily', 'HH-TY 23', 'winter');
  return { admin, transit, crafter };
};

const choose = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
};

const alertBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: EN.tireAlert.title });

const changedNote = (tireType: string) =>
  fill(EN.vehicles.logs.tiresChangedYear, { tireType, year: String(year) });

test('an admin records a tyre change from the tire alert and on a vehicle page; the log says so', async ({
  page,
  request,
}) => {
  // Two dialogs, two item pages and the list three times: more than the default half minute.
  test.slow();
  const { admin, transit, crafter } = await fleetInWinter(request);
  await openSignedIn(page, admin, '/vehicles');

  const banner = alertBanner(page);
  await expect(banner).toContainText('Ford Transit (HH-TY 21)');
  await expect(banner).toContainText('Volkswagen Crafter (HH-TY 22)');
  await banner.getByRole('button', { name: EN.vehicles.tires.record }).click();

  const dialog = page.getByRole('dialog', { name: EN.vehicles.tires.title });
  await expect(dialog).toBeVisible();
  // Winter: the new tyres start as winter tyres, of this year.
  await expect(dialog.getByLabel(EN.vehicles.tires.tireType, { exact: true })).toHaveText(
    EN.vehicles.tireTypes.winter,
  );
  await expect(dialog.getByLabel(EN.vehicles.tires.tireYear, { exact: true })).toHaveValue(
    String(year),
  );
  // Which vehicle is the admin's choice: saving without one names the field.
  await dialog.getByRole('button', { name: EN.vehicles.tires.save }).click();
  await expect(dialog.getByText(EN.validation.vehicleRequired)).toBeVisible();
  await expectNoAxeViolations(page, 'tire change dialog');

  await choose(page, EN.vehicles.tires.vehicle, 'Ford Transit (HH-TY 21)');
  await dialog.getByRole('button', { name: EN.vehicles.tires.save }).click();
  await expect(page.getByText(EN.vehicles.tires.changed, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The Transit left the alert; the Crafter is still on summer tyres.
  await expect(banner).not.toContainText('Ford Transit');
  await expect(banner).toContainText('Volkswagen Crafter (HH-TY 22)');

  // The Transit's log, on its page.
  await page.goto(`/vehicles/${transit.id}`);
  await expect(page.getByRole('heading', { name: 'Ford Transit (HH-TY 21)' })).toBeVisible();
  const log = page.getByRole('table', { name: /Ford Transit/ });
  await expect(log.getByText(changedNote(EN.vehicles.tireTypes.winter))).toBeVisible();
  await expect(log.getByText(EN.vehicles.logs.tiresChangedAction, { exact: true })).toBeVisible();

  // The same action on the Crafter's page: no vehicle to choose there.
  await page.goto(`/vehicles/${crafter.id}`);
  await page.getByRole('button', { name: EN.vehicles.tires.record }).click();
  const pageDialog = page.getByRole('dialog', { name: EN.vehicles.tires.title });
  await expect(pageDialog.getByText(/Volkswagen Crafter \(HH-TY 22\)/)).toBeVisible();
  await expect(pageDialog.getByLabel(EN.vehicles.tires.vehicle, { exact: true })).toHaveCount(0);
  await choose(page, EN.vehicles.tires.tireType, EN.vehicles.tireTypes.all_season);
  await pageDialog.getByRole('button', { name: EN.vehicles.tires.save }).click();
  await expect(pageDialog).toBeHidden();
  await expect(
    page
      .getByRole('table', { name: /Volkswagen Crafter/ })
      .getByText(changedNote(EN.vehicles.tireTypes.all_season)),
  ).toBeVisible();

  // Nobody is on summer tyres any more: no alert.
  await page.goto('/vehicles');
  await expect(page.getByRole('cell', { name: 'HH-TY 23', exact: true })).toBeVisible();
  await expect(alertBanner(page)).toHaveCount(0);
});

test('a dismissed tire alert stays dismissed after a reload', async ({ page, request }) => {
  const { admin } = await fleetInWinter(request);
  await openSignedIn(page, admin, '/vehicles');
  await expect(alertBanner(page)).toBeVisible();

  const dismissed = page.waitForResponse(
    (response) =>
      response.url().includes('/api/vehicles/tire-alert/dismissal') &&
      response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: EN.tireAlert.dismiss }).click();
  await expect(alertBanner(page)).toHaveCount(0);
  expect((await dismissed).status()).toBe(204);

  // The server says so after a reload: not a state kept on the page.
  await page.reload({ waitUntil: 'commit' });
  const asked = await page.waitForResponse((response) =>
    response.url().includes('/api/vehicles/tire-alert?'),
  );
  expect(await asked.json()).toMatchObject({ total: 2, dismissed: true });
  await expect(page.getByRole('cell', { name: 'HH-TY 21', exact: true })).toBeVisible();
  await expect(alertBanner(page)).toHaveCount(0);
});

test('on a phone the alert and its dialog fit the width', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const { admin } = await fleetInWinter(request);
  await openSignedIn(page, admin, '/vehicles');
  const banner = alertBanner(page);
  await expect(banner).toBeVisible();
  await expectNoSidewaysScroll(page, 'vehicles with the tire alert');
  await banner.getByRole('button', { name: EN.vehicles.tires.record }).click();
  const dialog = page.getByRole('dialog', { name: EN.vehicles.tires.title });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page, 'tire change dialog');
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page, 'tire change dialog on a phone');
});
