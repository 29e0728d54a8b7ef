import { expect, test, type Page } from '@playwright/test';
import { adminWithOrganization, createViaApi, openSignedIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';

const choose = async (
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  option: string | RegExp,
) => {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
};

test('an admin builds up the inventory: branch, site, catalogue tool, vehicle with a tire alert, storage unit; moves a tool and reads its log', async ({
  page,
  request,
}) => {
  // January: winter with the default months, so summer tires must raise the alert.
  await page.clock.setFixedTime(new Date('2027-01-15T10:00:00'));
  const admin = await adminWithOrganization(request);

  await openSignedIn(page, admin, '/branches');
  await expect(page.getByText(EN.branches.empty)).toBeVisible();
  await page.getByRole('button', { name: EN.branches.add }).click();
  let dialog = page.getByRole('dialog', { name: EN.branches.addTitle });
  await dialog.getByLabel(EN.branches.name, { exact: true }).fill('Hamburg Nord');
  await dialog.getByLabel(EN.branches.address, { exact: true }).fill('Hafenstraße 1');
  await dialog.getByRole('button', { name: EN.branches.create }).click();
  await expect(page.getByText(EN.branches.created, { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByText('Hamburg Nord')).toBeVisible();
  await expectNoAxeViolations(page, 'branches');

  await page.goto('/sites');
  await page.getByRole('button', { name: EN.sites.add }).click();
  dialog = page.getByRole('dialog', { name: EN.sites.addTitle });
  await dialog.getByLabel(EN.sites.name, { exact: true }).fill('HafenCity Lot 4');
  await dialog.getByLabel(EN.sites.address, { exact: true }).fill('Am Kai 50');
  await choose(page, dialog, EN.sites.branch, 'Hamburg Nord');
  await dialog.getByRole('button', { name: EN.sites.create }).click();
  await expect(page.getByText(EN.sites.created, { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByText(EN.sites.active, { exact: true })).toBeVisible();

  await page.goto('/tools');
  await page.getByRole('button', { name: EN.tools.add }).click();
  dialog = page.getByRole('dialog', { name: EN.tools.addTitle });
  await dialog.getByRole('combobox', { name: EN.catalogue.search }).fill('rotary hammer');
  await dialog
    .getByRole('listbox', { name: EN.catalogue.suggestions })
    .getByRole('option', { name: /Hilti TE 30-C-AVR Rotary Hammer/ })
    .click();
  await expect(dialog.getByLabel(EN.tools.name, { exact: true })).toHaveValue(
    'Hilti TE 30-C-AVR Rotary Hammer',
  );
  await expect(dialog.getByText(EN.tools.fromCatalog)).toBeVisible();
  await expect(dialog.getByLabel(EN.tools.description, { exact: true })).toHaveValue(
    /Manufacturer: Hilti/,
  );
  // The site waits for a branch, then offers that branch's sites.
  await expect(dialog.getByLabel(EN.tools.site, { exact: true })).toBeDisabled();
  await choose(page, dialog, EN.tools.branch, 'Hamburg Nord');
  await choose(page, dialog, EN.tools.site, 'HafenCity Lot 4');
  await dialog.getByLabel(EN.tools.serialNumber, { exact: true }).fill('HT-3001');
  await expectNoAxeViolations(page, 'add tool dialog');
  await dialog.getByRole('button', { name: EN.tools.create }).click();
  await expect(page.getByText(EN.tools.created, { exact: true })).toBeVisible();
  const toolRow = page.getByRole('row').filter({ hasText: 'HT-3001' });
  await expect(toolRow.getByText(EN.statuses.tool.available)).toBeVisible();

  // Check out through the row menu, then read the log.
  await toolRow
    .getByRole('button', {
      name: EN.tools.actionsFor.replace('{{name}}', 'Hilti TE 30-C-AVR Rotary Hammer'),
    })
    .click();
  await page.getByRole('menuitem', { name: EN.tools.moves.checkOut }).click();
  await page.getByRole('dialog').getByRole('button', { name: EN.tools.move.confirm }).click();
  await expect(toolRow.getByText(EN.statuses.tool.checked_out)).toBeVisible();
  await toolRow
    .getByRole('button', {
      name: EN.tools.actionsFor.replace('{{name}}', 'Hilti TE 30-C-AVR Rotary Hammer'),
    })
    .click();
  await page.getByRole('menuitem', { name: EN.tools.viewLogs }).click();
  const logs = page.getByRole('dialog');
  await expect(
    logs
      .getByText(EN.tools.logs.statusChanged.replace('{{status}}', EN.statuses.tool.checked_out))
      .first(),
  ).toBeVisible();
  await expect(logs.getByText(EN.tools.logs.created)).toBeVisible();
  await page.keyboard.press('Escape');

  // The status tabs filter the list.
  await page.getByRole('tab', { name: EN.statuses.tool.maintenance }).click();
  await expect(page.getByText(EN.tools.emptyFiltered)).toBeVisible();

  await page.goto('/vehicles');
  await page.getByRole('button', { name: EN.vehicles.add }).click();
  dialog = page.getByRole('dialog', { name: EN.vehicles.addTitle });
  await dialog.getByLabel(EN.vehicles.make, { exact: true }).fill('Ford');
  await dialog.getByLabel(EN.vehicles.model, { exact: true }).fill('Transit');
  await dialog.getByLabel(EN.vehicles.year, { exact: true }).fill('2021');
  await dialog.getByLabel(EN.vehicles.licensePlate, { exact: true }).fill('HH-TY 21');
  await choose(page, dialog, EN.vehicles.branch, 'Hamburg Nord');
  await choose(page, dialog, EN.vehicles.tireType, EN.vehicles.tireTypes.summer);
  await dialog.getByRole('button', { name: EN.vehicles.create }).click();
  await expect(page.getByText(EN.vehicles.created, { exact: true })).toBeVisible();
  const alert = page.getByText(/Ford Transit \(HH-TY 21\)/);
  await expect(alert).toBeVisible();
  await expect(page.getByText(EN.tireAlert.title)).toBeVisible();
  await expectNoAxeViolations(page, 'vehicles with tire alert');
  await page.getByRole('button', { name: EN.tireAlert.dismiss }).click();
  await expect(page.getByText(EN.tireAlert.title)).toHaveCount(0);

  await page.goto('/storage');
  await page.getByRole('button', { name: EN.storage.add }).click();
  dialog = page.getByRole('dialog', { name: EN.storage.addTitle });
  await dialog.getByLabel(EN.storage.name, { exact: true }).fill('Container A');
  await dialog.getByLabel(EN.storage.location, { exact: true }).fill('North gate');
  await choose(page, dialog, EN.storage.branch, 'Hamburg Nord');
  await dialog
    .getByLabel(EN.storage.description, { exact: true })
    .fill('Power tools and measuring equipment for the north sites');
  await dialog.getByRole('button', { name: EN.storage.create }).click();
  await expect(page.getByText(EN.storage.created, { exact: true })).toBeVisible();
  const unitRow = page.getByRole('row').filter({ hasText: 'Container A' });
  await expect(unitRow.getByText(EN.storage.unlimited)).toBeVisible();
  await expect(unitRow.getByText('Power tools and measuring equi…')).toBeVisible();
});

test('a vehicle goes to service and back without a reading; checking it out asks for the odometer and is cancelled when it is left empty', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const headers = { authorization: `Bearer ${admin.token}` };
  const branch = await (
    await request.post('/api/branches', { headers, data: { name: 'Depot' } })
  ).json();
  await request.post('/api/vehicles', {
    headers,
    data: {
      make: 'VW',
      model: 'Crafter',
      year: 2019,
      licensePlate: 'B-VW 19',
      branchId: branch.id,
    },
  });
  await openSignedIn(page, admin, '/vehicles');
  const row = page.getByRole('row').filter({ hasText: 'B-VW 19' });
  const menu = row.getByRole('button', { name: /VW Crafter/ });
  const dialog = page.getByRole('dialog');

  // The reading is asked only between available and in use / pending confirmation.
  await menu.click();
  await page.getByRole('menuitem', { name: EN.vehicles.moves.service }).click();
  await dialog.getByRole('button', { name: EN.vehicles.move.confirm }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText(EN.statuses.vehicle.service)).toBeVisible();

  // Back from service: the reading may be given, and is logged.
  await menu.click();
  await page.getByRole('menuitem', { name: EN.vehicles.moves.backToAvailable }).click();
  await dialog.getByLabel(EN.vehicles.move.odometerOptional).fill('84512');
  await dialog.getByRole('button', { name: EN.vehicles.move.confirm }).click();
  await expect(row.getByText(EN.statuses.vehicle.available)).toBeVisible();

  // Checking out needs it: left empty, the change is cancelled.
  await menu.click();
  await page.getByRole('menuitem', { name: EN.vehicles.moves.checkOut }).click();
  await expect(dialog.getByLabel(EN.vehicles.move.odometer)).toBeVisible();
  await dialog.getByRole('button', { name: EN.vehicles.move.confirm }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText(EN.statuses.vehicle.available)).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: EN.vehicles.viewLogs }).click();
  await expect(
    dialog.getByText(EN.vehicles.logs.odometerValue.replace('{{km}}', '84,512')),
  ).toBeVisible();
});

test('deleting asks first: a branch that still holds a site is refused with the reason, an empty site goes', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const branch = await createViaApi(request, admin.token, '/api/branches', { name: 'Full branch' });
  await createViaApi(request, admin.token, '/api/sites', {
    name: 'Last site',
    address: 'Road 1',
    branchId: branch.id,
  });

  await openSignedIn(page, admin, '/branches');
  await page
    .getByRole('button', { name: EN.branches.actionsFor.replace('{{name}}', 'Full branch') })
    .click();
  await page.getByRole('menuitem', { name: EN.branches.delete }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText(EN.branches.deleteTitle.replace('{{name}}', 'Full branch')),
  ).toBeVisible();
  await confirm.getByRole('button', { name: EN.common.delete }).click();
  await expect(page.getByRole('region', { name: /F8/ }).getByText(/still has sites/)).toBeVisible();
  await expect(page.getByRole('table').getByText('Full branch')).toBeVisible();

  await page.goto('/sites');
  await page
    .getByRole('button', { name: EN.sites.actionsFor.replace('{{name}}', 'Last site') })
    .click();
  await page.getByRole('menuitem', { name: EN.sites.delete }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: EN.common.delete }).click();
  await expect(page.getByText(EN.sites.deleted, { exact: true })).toBeVisible();
  await expect(page.getByText(EN.sites.empty)).toBeVisible();
  // Focus went back to the heading: the row that opened the dialog is gone.
  await expect(page.getByRole('heading', { level: 1, name: EN.pages.sites })).toBeFocused();
});
