import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminWithOrganization, openSignedIn, yardViaApi, type Account } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';

// Decision 0030: the import dialog, end to end, on a phone's screen.
const PHONE = { width: 390, height: 844 };

/** Two good tools and one without a name (line 4 of the file), in the branch the yard made. */
const toolsCsv = (branch: string, tag: string) =>
  Buffer.from(
    [
      'Name,Serial number,Branch',
      `Imported drill ${tag},SN-${tag}-1,${branch}`,
      `Imported saw ${tag},SN-${tag}-2,${branch}`,
      `,SN-${tag}-3,${branch}`,
      '',
    ].join('\r\n'),
  );

/** Neither the page nor the open dialog scrolls sideways. */
const expectNoSidewaysScroll = async (page: Page, dialog: Locator, where: string) => {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, `page width, ${where}`).toBeLessThanOrEqual(widths.viewport);
  const box = await dialog.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    right: element.getBoundingClientRect().right,
  }));
  expect(box.scroll, `dialog content width, ${where}`).toBeLessThanOrEqual(box.client);
  expect(box.right, `dialog's right edge, ${where}`).toBeLessThanOrEqual(widths.viewport);
};

/** Opens the tools list's import dialog, reads the file and checks its rows; answers the import's id. */
const uploadAndPreview = async (page: Page, file: Buffer) => {
  await page.getByRole('button', { name: EN.imports.action }).click();
  const dialog = page.getByRole('dialog', { name: EN.imports.titles.tools });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel(EN.imports.file)
    .setInputFiles({ name: 'tools.csv', mimeType: 'text/csv', buffer: file });
  const uploaded = page.waitForResponse(
    (response) => response.url().includes('/api/imports?kind=tools') && response.status() === 201,
  );
  await dialog.getByRole('button', { name: EN.imports.upload }).click();
  const { id } = (await (await uploaded).json()) as { id: number };
  await expect(dialog.getByText('Rows in the file: 3')).toBeVisible();
  await dialog.getByRole('button', { name: EN.imports.preview }).click();
  await expect(dialog.getByRole('table', { name: EN.imports.caption })).toBeVisible();
  return { dialog, id };
};

const importOf = (request: APIRequestContext, admin: Account, id: number) =>
  request.get(`/api/imports/${id}`, { headers: { authorization: `Bearer ${admin.token}` } });

test('an org admin imports tools from a CSV: columns guessed, one row refused with the form’s message, the rest in the list', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const tag = Date.now().toString(36);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, admin, '/tools');

  const { dialog } = await uploadAndPreview(page, toolsCsv(String(yard.branch.name), tag));
  // The headers were recognised: each field shows its column.
  await expect(dialog.getByRole('combobox', { name: EN.tools.name })).toHaveText('Name');
  await expect(dialog.getByRole('combobox', { name: EN.tools.branch })).toHaveText('Branch');
  const refused = dialog.getByRole('row').filter({ hasText: EN.imports.outcome.invalid });
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('4');
  await expect(refused).toContainText(EN.validation.toolNameRequired);
  await expect(dialog.getByRole('row').filter({ hasText: EN.imports.outcome.create })).toHaveCount(
    2,
  );
  await expectNoSidewaysScroll(page, dialog, 'the preview');
  await expectNoAxeViolations(page, 'the import preview (light)');

  await dialog.getByRole('button', { name: EN.imports.run, exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Import finished: 2 created, 0 duplicates skipped, 1 rows with errors skipped.',
  );
  await expect(dialog.getByRole('progressbar', { name: EN.imports.progress })).toHaveAttribute(
    'aria-valuenow',
    '3',
  );
  await expectNoSidewaysScroll(page, dialog, 'the summary');
  await dialog.getByRole('button', { name: EN.common.close }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Imported drill ${tag}`).first()).toBeVisible();
  await expect(page.getByText(`Imported saw ${tag}`).first()).toBeVisible();
});

test('the import dialog passes axe in the dark theme, and Escape leaves nothing staged and focus on Import', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize(PHONE);
  await openSignedIn(page, admin, '/tools');

  const importButton = page.getByRole('button', { name: EN.imports.action });
  await expect(importButton).toBeVisible();
  await expectNoSidewaysScroll(page, page.locator('body'), 'the tools list');
  await importButton.click();
  const upload = page.getByRole('dialog', { name: EN.imports.titles.tools });
  await expect(upload).toBeVisible();
  await expectNoAxeViolations(page, 'the import dialog, upload step (dark)');
  await page.keyboard.press('Escape');
  await expect(upload).toBeHidden();
  await expect(importButton).toBeFocused();

  const { dialog, id } = await uploadAndPreview(
    page,
    toolsCsv(String(yard.branch.name), Date.now().toString(36)),
  );
  expect((await importOf(request, admin, id)).status()).toBe(200);
  await expectNoSidewaysScroll(page, dialog, 'the preview (dark)');
  await expectNoAxeViolations(page, 'the import preview (dark)');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(importButton).toBeFocused();
  // The upload was dropped on the server: its rows are gone, nothing of them was written.
  await expect.poll(async () => (await importOf(request, admin, id)).status()).toBe(404);
  const tools = await request.get('/api/tools', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(JSON.stringify(await tools.json())).not.toContain('Imported drill');
});
