import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminWithOrganization, openSignedIn, yardViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const TOOL = 'Hilti TE 30 rotary hammer';

const noSidewaysScroll = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
};

const count = (labels: number, pages: number) =>
  EN.labelSheets.count.replace('{{labels}}', String(labels)).replace('{{pages}}', String(pages));

test("an admin prints a tool's label from its page: the download is a PDF", async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  await page.setViewportSize(LAPTOP);
  await openSignedIn(page, admin, `/tools/${yard.tool.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TOOL })).toBeVisible();

  const print = page.getByRole('button', { name: EN.labelSheets.print, exact: true });
  await print.click();
  const dialog = page.getByRole('dialog', { name: EN.labelSheets.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: EN.labelSheets.formats['a4-3x7'] })).toBeChecked();
  await expect(dialog.getByRole('status')).toHaveText(count(1, 1));
  await expectNoAxeViolations(page, 'the label dialog');

  // A label printer's roll, with the serial number as a barcode.
  await dialog.getByRole('radio', { name: EN.labelSheets.formats['roll-62mm'] }).check();
  await dialog.getByRole('switch', { name: EN.labelSheets.serialBarcode }).click();
  await expect(dialog.getByRole('switch', { name: EN.labelSheets.serialBarcode })).toBeChecked();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: EN.labelSheets.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^labels-tools-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  // Done: the dialog closes and focus is back on the button that opened it.
  await expect(dialog).toBeHidden();
  await expect(print).toBeFocused();
});

test('on a phone, the tools list prints the labels of its filtered rows, without sideways scrolling', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await yardViaApi(request, admin.token);
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSignedIn(page, admin, '/tools');
  await expect(page.getByRole('heading', { level: 1, name: EN.pages.tools })).toBeVisible();

  await page.getByRole('button', { name: EN.labelSheets.printList, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: EN.labelSheets.title });
  await expect(dialog.getByRole('status')).toHaveText(count(1, 1));
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page, 'the label dialog on a phone (dark)');
  // Escape leaves without printing.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
