import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminWithOrganization,
  createViaApi,
  openSignedIn,
  workerViaApi,
  yardViaApi,
} from '../support/accounts';
import { expectAxeCleanInBothThemes, expectNoAxeViolations } from '../support/axe';
import { fakeCamera } from '../support/fake-camera';
import { EN } from '../support/i18n';

// Scan sessions (decisions 0039 and 0040): collect many labels, act on all; a worker's scan acts.
const camera = fakeCamera();
test.use({ launchOptions: camera.launchOptions, permissions: ['camera'] });

const PHONE = { width: 390, height: 844 };
const S = EN.scanSession;
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{{${key}}}`, String(value)),
    template,
  );
const as = (token: string) => ({ authorization: `Bearer ${token}` });

type Tool = { id: number; name: string; labelCode: string; status: string; storageUnitId: number };

const readTool = async (request: APIRequestContext, token: string, id: number) =>
  (await (await request.get(`/api/tools/${id}`, { headers: as(token) })).json()) as Tool;

const setToolStatus = async (
  request: APIRequestContext,
  token: string,
  id: number,
  data: Record<string, unknown>,
) => {
  const response = await request.post(`/api/tools/${id}/status`, { headers: as(token), data });
  expect(response.status(), await response.text()).toBe(200);
};

const newTool = async (request: APIRequestContext, token: string, name: string, branchId: number) =>
  (await createViaApi(request, token, '/api/tools', { name, branchId })) as unknown as Tool;

const typeCode = async (page: Page, code: string) => {
  await page.getByLabel(EN.scan.manual.label, { exact: true }).fill(code);
  await page.getByRole('button', { name: EN.scan.manual.submit, exact: true }).click();
};

const scannedList = (page: Page) =>
  page.getByRole('region', { name: new RegExp(`^${S.listHeading}`) });
const row = (page: Page, text: string) =>
  scannedList(page).getByRole('listitem').filter({ hasText: text });

/** Where the collected items go, shown on top: "Returning tools to: Container A". */
const targets = (page: Page) => page.getByRole('list', { name: S.targets.label });

const fitsThePhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("an admin films a storage unit's label, then several tools', and returns them all there; the one refused stays with its reason", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  const hilti = yard.tool as unknown as Tool;
  const makita = await newTool(request, admin.token, 'Makita grinder', yard.branch.id);
  const bosch = await newTool(request, admin.token, 'Bosch laser level', yard.branch.id);
  // Two are out on site; the third still waits for the worker's confirmation: not returnable.
  for (const tool of [hilti, makita])
    await setToolStatus(request, admin.token, tool.id, {
      status: 'checked_out',
      assignedUserId: worker.user.id,
    });
  await setToolStatus(request, admin.token, bosch.id, {
    status: 'pending_confirmation',
    assignedUserId: worker.user.id,
  });

  // The labels as printed (this server's /l/{code}), one after another before the camera.
  const label = (code: unknown) => ({ text: `${baseURL}/l/${String(code)}`, frames: 10 });
  const gap = { frames: 5 };
  camera.show([
    label(yard.unit.labelCode),
    gap,
    label(hilti.labelCode),
    gap,
    label(makita.labelCode),
    gap,
    label(bosch.labelCode),
    gap,
  ]);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, admin, '/scan?mode=collect');

  await expect(targets(page)).toContainText(fill(S.targets.storage_unit, { name: 'Container A' }), {
    timeout: 20_000,
  });
  for (const tool of [hilti, makita, bosch])
    await expect(row(page, tool.name)).toBeVisible({ timeout: 20_000 });
  // The loop comes round again: each label read twice is still one row.
  await expect(page.getByText(fill(S.announce.duplicate, { name: hilti.name }))).toBeVisible({
    timeout: 20_000,
  });
  await expect(scannedList(page).getByRole('listitem')).toHaveCount(3);
  await expect(row(page, bosch.name)).toContainText(EN.statuses.tool.pending_confirmation);
  // Done filming: the camera starts again on a blank picture after the dialog.
  camera.show([{ frames: 1 }]);

  await page.getByRole('button', { name: S.actions.return, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: S.actions.return });
  // The unit read first is the one chosen.
  await expect(dialog.getByLabel(S.dialog.storageUnit, { exact: true })).toContainText(
    'Container A',
  );
  await dialog.getByRole('button', { name: fill(S.dialog.submit_other, { count: 3 }) }).click();
  await expect(dialog).toBeHidden();

  // The summary stays until closed; the refused item names who holds it.
  const heldBy = fill(S.heldBy, { holder: 'Wanda Worker' });
  const summary = page.getByRole('region', { name: S.results.heading });
  await expect(
    summary.getByText(fill(S.results.someRefused, { done: 2, refused: 1 }), { exact: true }),
  ).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveText(
    fill(S.results.refusedItem, { name: bosch.name, reason: heldBy }),
  );
  await expect(scannedList(page).getByRole('listitem')).toHaveCount(1);
  await expect(row(page, bosch.name)).toContainText(fill(S.refused, { reason: heldBy }));

  for (const tool of [hilti, makita]) {
    const stored = await readTool(request, admin.token, tool.id);
    expect(stored.status, tool.name).toBe('available');
    expect(stored.storageUnitId, tool.name).toBe(yard.unit.id);
  }
  expect((await readTool(request, admin.token, bosch.id)).status).toBe('pending_confirmation');

  expect(await fitsThePhone(page)).toBe(true);
  await expectAxeCleanInBothThemes(page, 'the collect mode with a refused item and the results');
});

test('a label not found and a product barcode stay on the list as loud rows; a duplicate is only said', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const other = await adminWithOrganization(request);
  const theirs = await yardViaApi(request, other.token);
  const hilti = yard.tool as unknown as Tool;
  await page.setViewportSize(PHONE);
  await openSignedIn(page, admin, '/scan?mode=collect');

  await typeCode(page, String(yard.site.labelCode));
  await expect(targets(page)).toContainText(fill(S.targets.site, { name: 'HafenCity Lot 4' }));
  await typeCode(page, hilti.labelCode);
  await expect(row(page, hilti.name)).toContainText(EN.statuses.tool.available);
  await typeCode(page, hilti.labelCode.replace('-', '').toLowerCase());
  await expect(page.getByText(fill(S.announce.duplicate, { name: hilti.name }))).toBeVisible();

  // Another organization's label reads as unknown; it stays, whatever is read after it.
  const foreign = String(theirs.tool.labelCode);
  await typeCode(page, foreign);
  await expect(row(page, foreign)).toContainText(S.problems.notFound);
  await typeCode(page, String(yard.vehicle.labelCode));
  await expect(row(page, 'Ford Transit (HH-TY 21)')).toContainText(EN.statuses.vehicle.available);
  await expect(row(page, foreign)).toBeVisible();
  // A product's barcode is no label of ours: as loud, and kept in the field to be corrected.
  await typeCode(page, '4006381333931');
  await expect(row(page, '4006381333931')).toContainText(S.problems.unreadable);
  await expect(page.getByLabel(EN.scan.manual.label, { exact: true })).toHaveValue('4006381333931');
  await expect(scannedList(page).getByRole('listitem')).toHaveCount(4);
  await expect(row(page, foreign).locator('[data-tone="problem"]')).toBeVisible();
  await expectAxeCleanInBothThemes(page, 'the collect mode with items, a target and problems');

  // Each row goes on its own; "Clear list" takes the rest, not where things go.
  await scannedList(page)
    .getByRole('button', { name: fill(S.remove, { name: foreign }) })
    .click();
  await expect(scannedList(page).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: S.clear }).click();
  await expect(scannedList(page).getByRole('listitem')).toHaveCount(0);
  await expect(targets(page)).toContainText(fill(S.targets.site, { name: 'HafenCity Lot 4' }));
});

test("a worker's scan confirms their pending tool, returns a held one to the unit scanned first, and refuses what is not theirs", async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  const hilti = yard.tool as unknown as Tool;
  const makita = await newTool(request, admin.token, 'Makita grinder', yard.branch.id);
  const bosch = await newTool(request, admin.token, 'Bosch laser level', yard.branch.id);
  await setToolStatus(request, admin.token, hilti.id, {
    status: 'pending_confirmation',
    assignedUserId: worker.user.id,
  });
  await setToolStatus(request, admin.token, makita.id, {
    status: 'checked_out',
    assignedUserId: worker.user.id,
  });
  await page.setViewportSize(PHONE);
  await openSignedIn(page, worker, '/scan?mode=collect');
  // A worker has no actions on the list: each scan acts.
  await expect(page.getByRole('button', { name: S.actions.return, exact: true })).toHaveCount(0);

  await typeCode(page, bosch.labelCode);
  await expect(row(page, bosch.name)).toContainText(S.problems.notYours);

  await typeCode(page, hilti.labelCode);
  await expect(row(page, hilti.name)).toContainText(S.acted.confirmed);
  await expect
    .poll(async () => (await readTool(request, admin.token, hilti.id)).status)
    .toBe('checked_out');

  // A tool goes back to a unit: none read yet, the worker is asked to read one first.
  await typeCode(page, makita.labelCode);
  await expect(row(page, makita.name)).toContainText(S.problems.needsPlace);
  await typeCode(page, String(yard.unit.labelCode));
  await expect(targets(page)).toContainText(fill(S.targets.storage_unit, { name: 'Container A' }));
  await typeCode(page, makita.labelCode);
  await expect(row(page, makita.name)).toContainText(
    fill(S.acted.returned, { place: 'Container A' }),
  );
  await expect(row(page, S.problems.needsPlace)).toHaveCount(0);
  const returned = await readTool(request, admin.token, makita.id);
  expect([returned.status, returned.storageUnitId]).toEqual(['available', yard.unit.id]);

  expect(await fitsThePhone(page)).toBe(true);
  await expectNoAxeViolations(page, "the worker's collect mode");
});

test('offline, a worker scan of their pending tool is resolved on the phone and waits to send; an unknown label is not on the phone', async ({
  page,
  context,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  const hilti = yard.tool as unknown as Tool;
  const makita = await newTool(request, admin.token, 'Makita grinder', yard.branch.id);
  await setToolStatus(request, admin.token, hilti.id, {
    status: 'pending_confirmation',
    assignedUserId: worker.user.id,
  });
  await page.setViewportSize(PHONE);
  // The screen loads the worker's items and return places: the phone keeps them.
  const loaded = Promise.all([
    page.waitForResponse('**/api/tools/pending'),
    page.waitForResponse('**/api/storage-units/available'),
  ]);
  await openSignedIn(page, worker, '/scan?mode=collect');
  await loaded;

  await context.setOffline(true);
  await typeCode(page, makita.labelCode);
  await expect(row(page, makita.labelCode)).toContainText(S.problems.notOnPhone);
  await typeCode(page, hilti.labelCode);
  const confirmed = row(page, hilti.name);
  await expect(confirmed).toContainText(S.acted.confirmed);
  await expect(confirmed.getByTestId('waiting-badge')).toBeVisible();
  expect((await readTool(request, admin.token, hilti.id)).status).toBe('pending_confirmation');
  await expectNoAxeViolations(page, 'the collect mode offline with a write waiting');

  await context.setOffline(false);
  await expect(confirmed.getByTestId('waiting-badge')).toBeHidden({ timeout: 20_000 });
  expect((await readTool(request, admin.token, hilti.id)).status).toBe('checked_out');
});
