import { expect, test, type Page } from '@playwright/test';
import {
  adminWithOrganization,
  createViaApi,
  openSignedIn,
  workerViaApi,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { berlinDay } from '../support/calendar';
import { EN } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';

// The hand-out rules (decision 0043): an overdue vehicle is not assigned unless an admin writes
// why, and the reason is logged on the vehicle.
const VEHICLE = 'Iveco Daily (B-HO 17)';
const PHONE = { width: 390, height: 844 };
const REASON = 'Only van free today; checkup booked for Monday';
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{{${key}}}`, value),
    template,
  );

const overdueVan = async (request: Parameters<typeof adminWithOrganization>[0]) => {
  const admin = await adminWithOrganization(request);
  const worker = await workerViaApi(request, admin.token);
  const branch = await createViaApi(request, admin.token, '/api/branches', { name: 'Berlin Nord' });
  const vehicle = await createViaApi(request, admin.token, '/api/vehicles', {
    make: 'Iveco',
    model: 'Daily',
    year: 2022,
    licensePlate: 'B-HO 17',
    branchId: branch.id,
    nextTechnicalCheckup: berlinDay(-1),
  });
  return { admin, worker, vehicle, workerName: `${worker.user.firstName} ${worker.user.lastName}` };
};

/** From the vehicle page: Assign, with a reading and the worker, as far as the refusal. */
const tryToAssign = async (page: Page, workerName: string) => {
  const moves = page.getByRole('group', { name: EN.itemPages.changeStatus });
  await moves.getByRole('button', { name: EN.vehicles.moves.assign }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(EN.vehicles.move.odometer).fill('48210');
  await dialog.getByLabel(EN.vehicles.move.worker, { exact: true }).click();
  await page.getByRole('option', { name: workerName }).click();
  await dialog.getByRole('button', { name: EN.vehicles.move.confirm }).click();
  const refusal = fill(EN.errors.handOutRefused, {
    rules: EN.handOut.rules.vehicle_technical_checkup,
  });
  await expect(dialog.getByRole('alert')).toHaveText(refusal);
  return dialog;
};

test('an admin sees the overdue van on the dashboard, is refused assigning it, overrides with a reason and finds it in the log', async ({
  page,
  request,
}) => {
  test.slow();
  const { admin, vehicle, workerName } = await overdueVan(request);
  await openSignedIn(page, admin, '/organization-dashboard');
  const card = page.getByRole('region', { name: EN.dashboard.due.title, exact: true });
  await card.getByRole('link', { name: VEHICLE, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicle.id}$`));

  const dialog = await tryToAssign(page, workerName);
  // The reason field appears with the refusal and takes focus: the next thing to do.
  const reason = dialog.getByLabel(EN.handOut.override.label);
  await expect(reason).toBeFocused();
  await expectNoAxeViolations(page, 'the refused assignment with its override field');
  await reason.fill(REASON);
  await dialog.getByRole('button', { name: EN.vehicles.move.confirm }).click();
  await expect(dialog).toBeHidden();

  await expect(
    page.getByRole('main').getByText(EN.statuses.vehicle.pending_confirmation).first(),
  ).toBeVisible();
  // The page says the hand-over goes against the rules, and why.
  await expect(page.getByText(fill(EN.handOut.covered, { reason: REASON }))).toBeVisible();
  const log = page.getByRole('region', { name: EN.itemPages.log });
  await expect(
    log.getByRole('cell', { name: EN.vehicles.logs.actions.hand_out_overridden }),
  ).toBeVisible();
  await expect(
    log.getByText(
      fill(EN.vehicles.logs.handOutOverridden, {
        rules: EN.handOut.rules.vehicle_technical_checkup,
        reason: REASON,
      }),
    ),
  ).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a phone the refusal and the reason field fit, without accessibility violations (${colorScheme})`, async ({
    page,
    request,
  }) => {
    const { admin, vehicle, workerName } = await overdueVan(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(PHONE);
    await openSignedIn(page, admin, `/vehicles/${vehicle.id}`);
    await tryToAssign(page, workerName);
    await expect(page.getByLabel(EN.handOut.override.label)).toBeVisible();
    await expectNoSidewaysScroll(page, `the refused assignment on a phone (${colorScheme})`);
    await expectNoAxeViolations(page, `the refused assignment on a phone (${colorScheme})`);
  });
}

test('settings: switching the checkup rule off lets the van be assigned without a reason', async ({
  page,
  request,
}) => {
  const { admin, vehicle } = await overdueVan(request);
  await openSignedIn(page, admin, '/settings?tab=seasons');
  const rule = page.getByRole('checkbox', {
    name: EN.handOut.settings.rules.vehicle_technical_checkup,
  });
  await expect(rule).toBeChecked();
  await rule.uncheck();
  await page.getByRole('button', { name: EN.handOut.settings.save }).click();
  await expect(page.getByText(EN.handOut.settings.saved).first()).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: EN.handOut.settings.rules.vehicle_technical_checkup }),
  ).not.toBeChecked();

  const assigned = await request.post(`/api/vehicles/${vehicle.id}/status`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { status: 'in_use', odometerReading: 100 },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
});
