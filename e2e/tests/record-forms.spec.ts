import { expect, test } from '@playwright/test';
import {
  adminWithOrganization,
  createViaApi,
  loginViaApi,
  newAccountDetails,
  openSignedIn,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';
import E2E_SUPERADMIN from '../support/superadmin.json' with { type: 'json' };

// The add/edit dialogs share one kit (dialog, bound selects, footer, save feedback); these are
// the two the other journeys do not walk through.

test('a parking place is added in its branch, then renamed: the edit dialog starts from its values', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await createViaApi(request, admin.token, '/api/branches', { name: 'Depot Süd' });
  await openSignedIn(page, admin, '/storage?tab=parking');

  await page.getByRole('button', { name: EN.parking.add }).click();
  let dialog = page.getByRole('dialog', { name: EN.parking.addTitle });
  await dialog.getByLabel(EN.parking.name, { exact: true }).fill('Bay 7');
  await dialog.getByLabel(EN.parking.branch, { exact: true }).click();
  await page.getByRole('option', { name: 'Depot Süd' }).click();
  await dialog.getByRole('button', { name: EN.parking.create }).click();
  await expect(page.getByText(EN.parking.created, { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Bay 7' });
  await expect(row.getByText('Depot Süd')).toBeVisible();

  await row
    .getByRole('button', { name: EN.parking.actionsFor.replace('{{name}}', 'Bay 7') })
    .click();
  await page.getByRole('menuitem', { name: EN.parking.edit }).click();
  dialog = page.getByRole('dialog', { name: EN.parking.editTitle });
  await expect(dialog.getByLabel(EN.parking.name, { exact: true })).toHaveValue('Bay 7');
  await expect(dialog.getByLabel(EN.parking.branch, { exact: true })).toHaveText('Depot Süd');
  await dialog.getByLabel(EN.parking.name, { exact: true }).fill('Bay 7 (covered)');
  await expectNoAxeViolations(page, 'edit parking place dialog');
  await dialog.getByRole('button', { name: EN.parking.saveChanges }).click();
  await expect(page.getByText(EN.parking.updated, { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByText('Bay 7 (covered)')).toBeVisible();
});

test('a superadmin adds an organization admin with the user form, and an empty name is refused under its field', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const root = await loginViaApi(request, E2E_SUPERADMIN.username, E2E_SUPERADMIN.password);
  const details = newAccountDetails();
  await openSignedIn(page, root, '/users');

  await page.getByRole('button', { name: EN.users.add }).click();
  const dialog = page.getByRole('dialog', { name: EN.users.addTitle });
  await dialog.getByLabel(EN.auth.lastName, { exact: true }).fill('Planner');
  await dialog.getByLabel(EN.auth.username, { exact: true }).fill(details.username);
  await dialog.getByLabel(EN.auth.email, { exact: true }).fill(details.email);
  await dialog.getByLabel(EN.auth.password, { exact: true }).fill(details.password);
  await dialog.getByLabel(EN.users.organization, { exact: true }).click();
  await page.getByRole('option', { name: admin.organization.name }).click();
  await dialog.getByRole('button', { name: EN.users.create }).click();
  await expect(dialog.getByText(EN.validation.firstNameRequired)).toBeVisible();
  await expectNoAxeViolations(page, 'add user dialog with an error');

  await dialog.getByLabel(EN.auth.firstName, { exact: true }).fill('Petra');
  await dialog.getByRole('button', { name: EN.users.create }).click();
  await expect(page.getByText(EN.users.created, { exact: true })).toBeVisible();
  await page.getByLabel(EN.users.search).fill(details.username);
  const row = page.getByRole('row').filter({ hasText: details.username });
  await expect(row.getByText('Petra Planner')).toBeVisible();
  await expect(row.getByText(admin.organization.name)).toBeVisible();
  await expect(row.getByText(EN.roles.org_admin)).toBeVisible();
});
