import { expect, test } from '@playwright/test';
import { adminWithOrganization, openSignedIn, workerViaApi, yardViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';

test('a worker writes a daily report, finds it, and downloads it as a PDF', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  await openSignedIn(page, worker, '/reports');
  await expect(page.getByText(EN.reports.empty)).toBeVisible();

  await page.getByRole('button', { name: EN.reports.add }).click();
  const dialog = page.getByRole('dialog', { name: EN.reports.addTitle });
  // The report date defaults to today.
  await expect(dialog.getByLabel(EN.reports.reportDate, { exact: true })).not.toHaveValue('');
  await dialog.getByLabel(EN.reports.title, { exact: true }).fill('North wall pour <b>done</b>');
  await dialog.getByLabel(EN.reports.site, { exact: true }).click();
  await page.getByRole('option', { name: /HafenCity Lot 4/ }).click();
  await dialog
    .getByLabel(EN.reports.content, { exact: true })
    .fill('Poured 12 m³ on the north wall.\nWeather dry.');
  await expectNoAxeViolations(page, 'report form');
  await dialog.getByRole('button', { name: EN.reports.create }).click();
  await expect(page.getByText(EN.reports.created, { exact: true })).toBeVisible();

  const table = page.getByRole('table');
  await expect(table.getByText('North wall pour <b>done</b>')).toBeVisible();
  await page.getByLabel(EN.reports.searchLabel).fill('north wall');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel(EN.reports.searchLabel).fill('nothing like this');
  await expect(page.getByText(EN.reports.noMatches)).toBeVisible();
  await page.getByLabel(EN.reports.searchLabel).fill('');

  const download = page.waitForEvent('download');
  await page
    .getByRole('button', {
      name: EN.reports.downloadLabel.replace('{{title}}', 'North wall pour <b>done</b>'),
    })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^report-\d{4}-\d{2}-\d{2}-north-wall-pour-b-done-b\.pdf$/,
  );
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path!).subarray(0, 5).toString()).toBe('%PDF-');
});
