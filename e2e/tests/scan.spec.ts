import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminWithOrganization, openSignedIn, workerViaApi, yardViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { fakeCamera } from '../support/fake-camera';
import { DE, EN } from '../support/i18n';
import tr from '../../packages/shared/src/i18n/locales/tr.json' with { type: 'json' };
import sq from '../../packages/shared/src/i18n/locales/sq.json' with { type: 'json' };
import bs from '../../packages/shared/src/i18n/locales/bs-hr-sr.json' with { type: 'json' };

const camera = fakeCamera();
test.use({ launchOptions: camera.launchOptions, permissions: ['camera'] });

const PHONE = { width: 390, height: 844 };
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{{${key}}}`, value),
    template,
  );
const as = (token: string) => ({ authorization: `Bearer ${token}` });

const scanStatus = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).last();
const manualEntry = (page: Page) => ({
  field: page.getByLabel(EN.scan.manual.label, { exact: true }),
  submit: page.getByRole('button', { name: EN.scan.manual.submit, exact: true }),
});
const typeCode = async (page: Page, text: string) => {
  const { field, submit } = manualEntry(page);
  await field.fill(text);
  await submit.click();
};

const assignTool = async (
  request: APIRequestContext,
  adminToken: string,
  toolId: number,
  workerId: number,
) => {
  const response = await request.post(`/api/tools/${toolId}/status`, {
    headers: as(adminToken),
    data: { status: 'pending_confirmation', assignedUserId: workerId },
  });
  expect(response.status(), await response.text()).toBe(200);
};

test("an admin scans a tool's label with the phone camera: the tool's page opens and is sent to maintenance there", async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  // The label as printed: this server's /l/{code}.
  camera.show([{ text: `${baseURL}/l/${String(yard.tool.labelCode)}`, frames: 10 }]);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, admin, '/organization-dashboard');

  // Scan from the phone's bottom bar.
  await page
    .getByRole('navigation', { name: EN.nav.mobileNavigation })
    .getByRole('link', { name: EN.nav.scan })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tools/${yard.tool.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: yard.tool.name as string }),
  ).toBeVisible();

  const moves = page.getByRole('group', { name: EN.itemPages.changeStatus });
  await moves.getByRole('button', { name: EN.tools.moves.maintenance }).click();
  await expect(page.getByText(EN.tools.updated, { exact: true })).toBeVisible();
  const stored = await request.get(`/api/tools/${yard.tool.id}`, { headers: as(admin.token) });
  expect(((await stored.json()) as { status: string }).status).toBe('maintenance');
});

test("typing another organization's code says loudly that the label was not found, until the next read", async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const other = await adminWithOrganization(request);
  const theirs = await yardViaApi(request, other.token);
  const foreignCode = String(theirs.tool.labelCode);
  await openSignedIn(page, admin, '/scan');
  await expect(scanStatus(page)).toHaveText(EN.scan.camera.scanning);

  // As typed from a worn label: lower case, no dash.
  await typeCode(page, foreignCode.replace('-', '').toLowerCase());
  const problem = page.getByRole('alert').filter({ has: page.getByTestId('scan-problem') });
  await expect(problem).toContainText(fill(EN.scan.open.notFound, { code: foreignCode }));
  await expect(page).toHaveURL(/\/scan$/);
  // The code read; the field is free for the next one.
  await expect(manualEntry(page).field).toHaveValue('');
  await expectNoAxeViolations(page, 'the scan screen with a label not found');

  // A product's barcode number is not a label of ours: said as loudly, in place of the last.
  await typeCode(page, '4006381333931');
  await expect(problem).toContainText(EN.scan.open.notToolyard);
  await expect(problem).toContainText('4006381333931');
  await expect(page.getByText(fill(EN.scan.open.notFound, { code: foreignCode }))).toHaveCount(0);
});

test('a worker scanning their own tool lands on its card in My Stuff; a tool not theirs is refused', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  await assignTool(request, admin.token, yard.tool.id, worker.user.id);
  const otherTool = await request.post('/api/tools', {
    headers: as(admin.token),
    data: { name: 'Makita grinder', branchId: yard.branch.id },
  });
  const notTheirs = (await otherTool.json()) as { labelCode: string };

  await page.setViewportSize(PHONE);
  await openSignedIn(page, worker, '/scan');
  await typeCode(page, notTheirs.labelCode);
  await expect(page.getByRole('alert')).toContainText(
    fill(EN.scan.open.notYours, { code: notTheirs.labelCode }),
  );

  await typeCode(page, String(yard.tool.labelCode));
  await expect(page).toHaveURL(new RegExp(`/my-stuff#my-stuff-tool-${yard.tool.id}$`));
  const card = page.locator(`#my-stuff-tool-${yard.tool.id}`);
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  await expect(card.getByRole('heading', { name: yard.tool.name as string })).toBeVisible();
});

test('the scan screen passes axe in both modes', async ({ page, request }) => {
  const admin = await adminWithOrganization(request);
  await openSignedIn(page, admin, '/scan');
  await expect(scanStatus(page)).toHaveText(EN.scan.camera.scanning);
  await expectNoAxeViolations(page, 'the scan screen, open mode');
  await page.getByRole('tab', { name: EN.scan.collectMode }).click();
  await expect(page).toHaveURL(/\/scan\?mode=collect$/);
  await expectNoAxeViolations(page, 'the scan screen, collect mode');
});

test('with the camera denied the scan screen says so, passes axe, and a typed code still opens the item', async ({
  playwright,
  request,
  baseURL,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  // The browser answers every camera request with "no", as when the person refuses the prompt.
  const denying = await playwright.chromium.launch({
    ...camera.launchOptions,
    args: (camera.launchOptions.args ?? []).map((arg) =>
      arg === '--use-fake-ui-for-media-stream' ? '--use-fake-ui-for-media-stream=deny' : arg,
    ),
  });
  try {
    const context = await denying.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await openSignedIn(page, admin, '/scan');
    await expect(scanStatus(page)).toHaveText(EN.scan.camera.denied);
    await expectNoAxeViolations(page, 'the scan screen, camera denied');
    await typeCode(page, String(yard.tool.labelCode));
    await expect(page).toHaveURL(new RegExp(`/tools/${yard.tool.id}$`));
  } finally {
    await denying.close();
  }
});

test('on a phone the bottom bar with Scan fits without scrolling sideways, in every language', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const worker = await workerViaApi(request, admin.token);
  await page.setViewportSize(PHONE);
  const languages = { en: EN, de: DE, tr, sq, 'bs-hr-sr': bs };
  for (const account of [admin, worker]) {
    await openSignedIn(page, account, '/scan');
    for (const [language, words] of Object.entries(languages)) {
      await page.evaluate((code) => {
        localStorage.setItem('i18nextLng', code);
        localStorage.setItem('language_manually_set', 'true');
      }, language);
      await page.reload();
      const bar = page.getByRole('navigation', { name: words.nav.mobileNavigation });
      await expect(bar.getByRole('link', { name: words.nav.scan })).toBeVisible();
      const sizes = await bar.evaluate((nav) => ({
        bar: [nav.scrollWidth, nav.clientWidth],
        page: [document.documentElement.scrollWidth, window.innerWidth],
        // Every entry's label inside its own box: nothing spills into the neighbour.
        spilling: Array.from(nav.querySelectorAll('[data-testid="bottom-bar-item"]'))
          .filter((item) => item.scrollWidth > item.clientWidth)
          .map((item) => item.textContent),
      }));
      const where = `${account.user.role} in ${language}`;
      expect(sizes.bar[0], where).toBeLessThanOrEqual(sizes.bar[1] ?? 0);
      expect(sizes.page[0], where).toBeLessThanOrEqual(sizes.page[1] ?? 0);
      expect(sizes.spilling, where).toEqual([]);
    }
  }
});
