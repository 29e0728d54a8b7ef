import { expect, test, type Page } from '@playwright/test';
import { adminWithOrganization, openSignedIn, workerViaApi, yardViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';
import { assignToolViaApi, offlinePhone, untilControlled } from '../support/offline';

// Offline reading needs the service worker (the app shell) as well as the kept data.
test.use(offlinePhone);

const TOOL = 'Hilti TE 30 rotary hammer';

test('a worker who loses the signal still reads My Stuff after a reload, marked as offline with the time of the data', async ({
  page,
  context,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  await assignToolViaApi(request, admin.token, yard.tool.id, worker.user.id);

  await openSignedIn(page, worker, '/my-stuff');
  await untilControlled(page);
  const pendingTool = page.getByText(TOOL).first();
  await expect(pendingTool).toBeVisible();
  await expect(page.getByTestId('offline-marker')).toBeHidden();
  // The copy is written a moment after the data settles.
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await page.reload();
  await expect(pendingTool).toBeVisible();
  const marker = page.getByTestId('offline-marker');
  await expect(marker).toBeVisible();
  await expect(marker).toContainText(/\d{1,2}:\d{2}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page, 'My Stuff offline');

  // Back online: the marker goes and the screen is fetched again.
  await context.setOffline(false);
  await expect(marker).toBeHidden();
  await expect(pendingTool).toBeVisible();
});

test('signing out forgets the data kept on the device, so the next person on the phone cannot read it', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  await assignToolViaApi(request, admin.token, yard.tool.id, worker.user.id);

  await openSignedIn(page, worker, '/my-stuff');
  await untilControlled(page);
  await expect(page.getByText(TOOL).first()).toBeVisible();
  await page.waitForTimeout(1_500);
  const kept = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('toolyard');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('kept')) return resolve(false);
            // One record per query, each under `query-cache/<query hash>`.
            const keys = db
              .transaction('kept')
              .objectStore('kept')
              .getAllKeys(IDBKeyRange.bound('query-cache/', 'query-cache/\uffff'));
            keys.onsuccess = () => resolve(keys.result.length > 0);
            keys.onerror = () => resolve(false);
          };
          open.onerror = () => resolve(false);
        }),
    );
  expect(await kept()).toBe(true);

  // Signing out through the user menu.
  await page.getByRole('button', { name: EN.header.userMenu }).click();
  await page.getByRole('menuitem', { name: EN.header.logout }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect.poll(kept).toBe(false);
});

test('an admin offline is told at once that a change was not sent, and the form keeps what was typed', async ({
  page,
  context,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await openSignedIn(page, admin, '/branches');
  await untilControlled(page);
  await expect(page.getByRole('heading', { level: 1, name: EN.pages.branches })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: EN.branches.add }).first().click();
  const dialog = page.getByRole('dialog', { name: EN.branches.addTitle });
  await dialog.getByLabel(EN.branches.name, { exact: true }).fill('Depot Süd');
  await dialog.getByLabel(EN.branches.address, { exact: true }).fill('Ringstraße 4');
  await dialog.getByRole('button', { name: EN.branches.create }).click();

  await expect(page.getByText(EN.offline.changeNotSent).first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(EN.branches.name, { exact: true })).toHaveValue('Depot Süd');
  await context.setOffline(false);
  const branches = await request.get('/api/branches', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(((await branches.json()) as Array<{ name: string }>).map((b) => b.name)).not.toContain(
    'Depot Süd',
  );
});

/** When each query kept on the device was written: its record's key and `savedAt`. */
const keptRecords = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('toolyard');
        open.onsuccess = () => {
          const store = open.result.transaction('kept').objectStore('kept');
          const range = IDBKeyRange.bound('query-cache/', 'query-cache/\uffff');
          const keys = store.getAllKeys(range);
          const values = store.getAll(range);
          values.onsuccess = () =>
            resolve(
              Object.fromEntries(
                keys.result.map((key, index) => [
                  String(key),
                  (values.result[index] as { savedAt: number }).savedAt,
                ]),
              ),
            );
          values.onerror = () => reject(values.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

test('each query is kept in a record of its own, written again when that query answers again', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);

  await openSignedIn(page, worker, '/my-stuff');
  await untilControlled(page);
  await expect(page.getByText(EN.worker.noPendingTools)).toBeVisible();
  const recordOf = (records: Record<string, number>, path: string) =>
    Object.entries(records).find(([key]) => key.includes(path));
  // The screen's queries and the organization's sites (fetched when the phone is idle, for the
  // report form), each under its own key.
  await expect
    .poll(async () => recordOf(await keptRecords(page), '/api/sites') !== undefined)
    .toBe(true);
  const before = await keptRecords(page);
  expect(recordOf(before, '/api/tools/pending')).toBeDefined();
  expect(recordOf(before, '/api/storage-units/available')).toBeDefined();

  // A tool handed over: the live update fetches the worker's pending tools again, and that
  // query's record is written again.
  await assignToolViaApi(request, admin.token, yard.tool.id, worker.user.id);
  await expect(page.getByText(TOOL).first()).toBeVisible();
  await expect
    .poll(async () => recordOf(await keptRecords(page), '/api/tools/pending')?.[1])
    .toBeGreaterThan(recordOf(before, '/api/tools/pending')![1]);
});
