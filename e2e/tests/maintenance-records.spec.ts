import { expect, test } from '@playwright/test';
import { adminWithOrganization, createViaApi, openSignedIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { berlinDay } from '../support/calendar';
import { EN } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';

// Maintenance done (decision 0046): recorded on the item's page, it moves the next date on by the
// interval, shows in the item's history and adds up in the costs.
const PHONE = { width: 390, height: 844 };
const TOOL = 'Hilti DD 150 core drill';
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{{${key}}}`, value),
    template,
  );

const overdueDrill = async (request: Parameters<typeof adminWithOrganization>[0]) => {
  const admin = await adminWithOrganization(request);
  const branch = await createViaApi(request, admin.token, '/api/branches', { name: 'Berlin Nord' });
  const tool = await createViaApi(request, admin.token, '/api/tools', {
    name: TOOL,
    branchId: branch.id,
    nextMaintenanceDate: berlinDay(-2),
    maintenanceIntervalDays: 30,
  });
  return { admin, tool };
};

test('an admin records maintenance on an overdue drill: no longer due, in its history and log, and in the costs', async ({
  page,
  request,
}) => {
  const { admin, tool } = await overdueDrill(request);
  await openSignedIn(page, admin, `/tools/${tool.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TOOL })).toBeVisible();
  await expect(page.getByRole('region', { name: EN.due.title })).toBeVisible();

  const section = page.getByRole('region', { name: EN.maintenanceRecords.title.tool });
  await section.getByRole('button', { name: EN.maintenanceRecords.record.tool }).click();
  const dialog = page.getByRole('dialog', { name: EN.maintenanceRecords.record.tool });
  await dialog.getByLabel(EN.maintenanceRecords.cost).fill('149,90');
  await dialog.getByLabel(EN.maintenanceRecords.notes).fill('New carbon brushes');
  await expectNoAxeViolations(page, 'the maintenance dialog');
  await dialog.getByRole('button', { name: EN.maintenanceRecords.save }).click();
  await expect(dialog).toBeHidden();

  // Done today with a 30-day interval: nothing is due any more.
  await expect(page.getByRole('region', { name: EN.due.title })).toHaveCount(0);
  await expect(section).toContainText(fill(EN.maintenanceRecords.total, { amount: '149.90' }));
  await expect(section).toContainText('New carbon brushes');
  const log = page.getByRole('region', { name: EN.itemPages.log });
  await expect(
    log.getByRole('cell', { name: EN.tools.logs.actions.maintenance_done }),
  ).toBeVisible();

  await page.goto('/maintenance-costs');
  await expect(
    page.getByText(fill(EN.maintenanceRecords.costs.total, { amount: '149.90' })),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: TOOL })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Berlin Nord' })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a phone the maintenance card and the costs page fit, without accessibility violations (${colorScheme})`, async ({
    page,
    request,
  }) => {
    const { admin, tool } = await overdueDrill(request);
    await request.post(`/api/tools/${tool.id}/maintenance`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { performedOn: berlinDay(-1), cost: '1234567.89', notes: 'Gearbox rebuilt' },
    });
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(PHONE);
    await openSignedIn(page, admin, `/tools/${tool.id}`);
    await expect(
      page
        .getByRole('region', { name: EN.maintenanceRecords.title.tool })
        .getByText('Gearbox rebuilt'),
    ).toBeVisible();
    await expectNoSidewaysScroll(
      page,
      `a tool page with its maintenance on a phone (${colorScheme})`,
    );
    await expectNoAxeViolations(page, `a tool page with its maintenance (${colorScheme})`);
    await page.goto('/maintenance-costs');
    await expect(page.getByRole('link', { name: TOOL })).toBeVisible();
    await expectNoSidewaysScroll(page, `the costs page on a phone (${colorScheme})`);
    await expectNoAxeViolations(page, `the costs page (${colorScheme})`);
  });
}
