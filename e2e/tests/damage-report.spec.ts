import { expect, test } from '@playwright/test';
import { adminWithOrganization, openSignedIn, workerViaApi, yardViaApi } from '../support/accounts';
import { expectAxeCleanInBothThemes } from '../support/axe';
import { EN } from '../support/i18n';

// A small red PNG, as a phone's camera would hand the file input a photo (decision 0045).
const DAMAGE_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAR0lEQVRYhe2WAQkAMAzDJiT+PcTdZOycwASU0qYb4ambcwUmiByiDFnLOMePgZEcogxZyziHkD1o5BBlyFpGHCIw0nT48bguIFmmTP0QHZ0AAAAASUVORK5CYII=',
  'base64',
);
const TOOL = 'Hilti TE 30 rotary hammer';
const DESCRIPTION = 'Chuck cracked after it fell from the scaffold';

test('a worker returns a tool with a damage photo on a phone, and the admin sees the report and the photo', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  const assigned = await request.post(`/api/tools/${yard.tool.id}/status`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { status: 'pending_confirmation', assignedUserId: worker.user.id },
  });
  expect(assigned.status()).toBe(200);
  const confirmed = await request.post(`/api/tools/${yard.tool.id}/confirm`, {
    headers: { authorization: `Bearer ${worker.token}` },
  });
  expect(confirmed.status()).toBe(200);

  // The worker, on a phone: returns the tool, reports the damage with a photo.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const workerPage = await phone.newPage();
  await openSignedIn(workerPage, worker, '/my-stuff');
  await workerPage
    .getByRole('button', { name: EN.worker.returnLabel.replace('{{name}}', TOOL) })
    .click();
  const dialog = workerPage.getByRole('dialog', { name: EN.worker.returnTool.title });
  await dialog.getByLabel(EN.worker.returnTool.storageUnit, { exact: true }).click();
  await workerPage.getByRole('option', { name: /Container A/ }).click();
  await dialog.getByLabel(EN.damage.report).check();
  await dialog.getByLabel(EN.damage.description).fill(DESCRIPTION);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'chuck.png',
    mimeType: 'image/png',
    buffer: DAMAGE_PHOTO,
  });
  await expect(dialog.getByRole('list', { name: EN.damage.chosenPhotos })).toContainText(
    'chuck.png',
  );
  await expect(dialog.getByText(EN.damage.photosHint)).toBeVisible();
  await expectAxeCleanInBothThemes(workerPage, 'return dialog with a damage report');
  await dialog.getByRole('button', { name: EN.worker.returnTool.confirm }).click();
  await expect(workerPage.getByText(EN.worker.returnTool.success, { exact: true })).toBeVisible();
  await expect(workerPage.getByText(EN.worker.noAssignedTools)).toBeVisible();
  await phone.close();

  // The admin opens the tool: in maintenance, with the report and its photo.
  await openSignedIn(page, admin, `/tools/${yard.tool.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TOOL })).toBeVisible();
  await expect(page.getByText(EN.statuses.tool.maintenance).first()).toBeVisible();
  const section = page.getByRole('region', { name: EN.damage.section.title });
  await expect(section.getByText(DESCRIPTION)).toBeVisible();
  await expect(section.getByText(`${worker.user.firstName} ${worker.user.lastName}`)).toBeVisible();
  const photo = section.getByRole('img', { name: /^Photo 1 of 1/ });
  await expect(photo).toBeVisible();
  // Loaded through the session (an object URL), not a broken image.
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await photo.getAttribute('src')).toMatch(/^blob:/);
  // The log says so too.
  await expect(
    page.getByRole('region', { name: EN.itemPages.log }).getByText(EN.damage.log.action).first(),
  ).toBeVisible();
  await expectAxeCleanInBothThemes(page, 'tool page with a damage report');
});

test('settings: an admin switches off sending damaged items to maintenance', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await openSignedIn(page, admin, '/settings?tab=seasons');
  const setting = page.getByRole('checkbox', { name: EN.damage.settings.toMaintenance });
  await expect(setting).toBeChecked();
  await expectAxeCleanInBothThemes(page, 'settings with the damage setting');
  await setting.uncheck();
  await page.getByRole('button', { name: EN.damage.settings.save }).click();
  await expect(page.getByText(EN.damage.settings.saved).first()).toBeVisible();
  const saved = await request.get('/api/organizations/my-organization', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(await saved.json()).toMatchObject({ damageToMaintenance: false });
});
