import { expect, test } from '@playwright/test';
import { adminWithOrganization, openSignedIn, workerViaApi, yardViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';

test('an admin assigns a tool and a vehicle; the worker confirms both on a phone, returns them; the dashboard shows it', async ({
  browser,
  page,
  request,
}) => {
  // Two people's whole day in one test (~20 s on a calm machine): room for a loaded CI run.
  test.slow();
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  const workerName = `${worker.user.firstName} ${worker.user.lastName}`;

  // The admin assigns through the row menus.
  await openSignedIn(page, admin, '/tools');
  const toolRow = page.getByRole('row').filter({ hasText: 'HT-3001' });
  await toolRow
    .getByRole('button', {
      name: EN.tools.actionsFor.replace('{{name}}', 'Hilti TE 30 rotary hammer'),
    })
    .click();
  await page.getByRole('menuitem', { name: EN.tools.moves.assign }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel(EN.tools.move.worker, { exact: true }).click();
  await page.getByRole('option', { name: workerName }).click();
  await dialog.getByRole('button', { name: EN.tools.move.confirm }).click();
  await expect(toolRow.getByText(EN.statuses.tool.pending_confirmation)).toBeVisible();

  await page.goto('/vehicles');
  const vehicleRow = page.getByRole('row').filter({ hasText: 'HH-TY 21' });
  await vehicleRow.getByRole('button', { name: /Ford Transit/ }).click();
  await page.getByRole('menuitem', { name: EN.vehicles.moves.assign }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel(EN.vehicles.move.odometer).fill('48210');
  await dialog.getByLabel(EN.vehicles.move.worker, { exact: true }).click();
  await page.getByRole('option', { name: workerName }).click();
  await dialog.getByRole('button', { name: EN.vehicles.move.confirm }).click();
  await expect(vehicleRow.getByText(EN.statuses.vehicle.pending_confirmation)).toBeVisible();

  // The worker, on a phone.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const workerPage = await phone.newPage();
  await openSignedIn(workerPage, worker, '/');
  await expect(workerPage).toHaveURL(/\/$|\/my-stuff$/);
  await expect(workerPage.getByRole('heading', { name: EN.worker.pendingTools })).toBeVisible();
  await expect(
    workerPage
      .getByRole('navigation', { name: EN.nav.mobileNavigation })
      .getByTestId('bottom-bar-item'),
    // My Stuff, Scan, Reports, Settings, More.
  ).toHaveCount(5);
  await expectNoAxeViolations(workerPage, 'My Stuff on a phone');

  await workerPage
    .getByRole('button', {
      name: EN.worker.confirmLabel.replace('{{name}}', 'Hilti TE 30 rotary hammer'),
    })
    .click();
  await expect(workerPage.getByText(EN.worker.confirmed, { exact: true }).first()).toBeVisible();
  await workerPage
    .getByRole('button', { name: EN.worker.confirmLabel.replace('{{name}}', 'Ford Transit') })
    .click();
  await expect(workerPage.getByText(EN.worker.noPendingVehicles)).toBeVisible();
  await expect(workerPage.getByText(EN.worker.noPendingTools)).toBeVisible();

  await workerPage
    .getByRole('button', {
      name: EN.worker.returnLabel.replace('{{name}}', 'Hilti TE 30 rotary hammer'),
    })
    .click();
  dialog = workerPage.getByRole('dialog', { name: EN.worker.returnTool.title });
  await expect(dialog.getByRole('button', { name: EN.worker.returnTool.confirm })).toBeDisabled();
  await dialog.getByLabel(EN.worker.returnTool.storageUnit, { exact: true }).click();
  await workerPage.getByRole('option', { name: /Container A/ }).click();
  await dialog.getByRole('button', { name: EN.worker.returnTool.confirm }).click();
  await expect(workerPage.getByText(EN.worker.returnTool.success, { exact: true })).toBeVisible();

  await workerPage
    .getByRole('button', { name: EN.worker.returnLabel.replace('{{name}}', 'Ford Transit') })
    .click();
  dialog = workerPage.getByRole('dialog', { name: EN.worker.returnVehicle.title });
  await dialog.getByLabel(EN.worker.returnVehicle.odometer).fill('48355');
  await dialog.getByRole('button', { name: EN.worker.returnVehicle.confirm }).click();
  await expect(
    workerPage.getByText(EN.worker.returnVehicle.success, { exact: true }),
  ).toBeVisible();
  await expect(workerPage.getByText(EN.worker.noAssignedTools)).toBeVisible();
  await expect(workerPage.getByText(EN.worker.noAssignedVehicles)).toBeVisible();
  await phone.close();

  // Back on the admin's dashboard: the activity is there, the items are back.
  await page.goto('/organization-dashboard');
  const activity = page
    .getByRole('region', { name: EN.dashboard.activity.title })
    .or(page.locator('section', { hasText: EN.dashboard.activity.title }));
  await expect(activity.getByText('Hilti TE 30 rotary hammer').first()).toBeVisible();
  await expect(activity.getByText('Ford Transit').first()).toBeVisible();
  await expectNoAxeViolations(page, 'organization dashboard');

  const logs = await (
    await request.get(`/api/vehicles/${yard.vehicle.id}/logs`, {
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).json();
  expect(logs[0]).toMatchObject({ action: 'status_change_to_available', odometerReading: 48355 });
});
