import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminWithOrganization,
  createViaApi,
  openSignedIn,
  workerViaApi,
  yardViaApi,
  type Account,
} from '../support/accounts';
import { expectAxeCleanInBothThemes } from '../support/axe';
import { EN } from '../support/i18n';
import { offlinePhone, untilControlled } from '../support/offline';

// Decision 0034: a worker's writes without signal wait on the phone and are sent, each once,
// when it returns. The shell comes from the service worker, the data from the kept copy.
test.use(offlinePhone);

const HILTI = 'Hilti TE 30 rotary hammer';
const MAKITA = 'Makita cordless drill';
const BOSCH = 'Bosch core drill';
const REPORT = 'Formwork north wall';

const named = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{{${key}}}`, String(value)),
    template,
  );

const as = (token: string) => ({ authorization: `Bearer ${token}` });

const setToolStatus = async (
  request: APIRequestContext,
  adminToken: string,
  toolId: number,
  data: { status: string; assignedUserId?: number },
) => {
  const response = await request.post(`/api/tools/${toolId}/status`, {
    headers: as(adminToken),
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
};

const toolOf = async (request: APIRequestContext, token: string, id: number) =>
  (await (await request.get(`/api/tools/${id}`, { headers: as(token) })).json()) as {
    status: string;
    assignedUserId: number | null;
    storageUnitId: number | null;
  };

const toolLogCount = async (request: APIRequestContext, token: string, id: number) =>
  ((await (await request.get(`/api/tools/${id}/logs`, { headers: as(token) })).json()) as unknown[])
    .length;

const reportsTitled = async (request: APIRequestContext, token: string, title: string) => {
  const answer = (await (await request.get('/api/reports', { headers: as(token) })).json()) as
    Array<{ title: string }> | { items: Array<{ title: string }> };
  const reports = Array.isArray(answer) ? answer : answer.items;
  return reports.filter((report) => report.title === title).length;
};

/** What the device keeps for `userId` under the queue's key (undefined when nothing). */
const keptQueue = (page: Page, userId: number) =>
  page.evaluate(
    (key) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('toolyard');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve(undefined);
          const get = db.transaction('kept').objectStore('kept').get(key);
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => resolve(undefined);
        };
        open.onerror = () => resolve(undefined);
      }),
    `action-queue:${userId}`,
  );

const fitsThePhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * A yard with three tools handed to the worker: Hilti and Bosch waiting for the confirmation,
 * Makita already confirmed (the worker's to return).
 */
const handedOut = async (request: APIRequestContext) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  const tool = (name: string, serialNumber: string) =>
    createViaApi(request, admin.token, '/api/tools', {
      name,
      serialNumber,
      branchId: yard.branch.id,
      siteId: yard.site.id,
    });
  const makita = await tool(MAKITA, 'MK-2002');
  const bosch = await tool(BOSCH, 'BC-3003');
  for (const id of [yard.tool.id, makita.id, bosch.id])
    await setToolStatus(request, admin.token, id, {
      status: 'pending_confirmation',
      assignedUserId: worker.user.id,
    });
  const confirmed = await request.post(`/api/tools/${makita.id}/confirm`, {
    headers: as(worker.token),
  });
  expect(confirmed.status()).toBe(200);
  return { admin, yard, worker, hilti: yard.tool, makita, bosch };
};

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test('offline, a worker confirms, returns and writes a report; back online each is applied once, even replayed, and a conflicting change is told in words', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, yard, worker, hilti, makita, bosch } = await handedOut(request);
  const otherWorker: Account = await workerViaApi(request, admin.token);

  await openSignedIn(page, worker, '/my-stuff');
  await untilControlled(page);
  await expect(page.getByRole('heading', { name: BOSCH })).toBeVisible();
  await expect(page.getByRole('heading', { name: MAKITA })).toBeVisible();
  // The copy (with the sites a report needs) is written a moment after the data settles.
  await page.waitForTimeout(1_500);
  const makitaLogsBefore = await toolLogCount(request, admin.token, makita.id);

  // No signal: the app and its data come from the device, marked as offline.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-marker')).toBeVisible();
  await expect(page.getByRole('heading', { name: HILTI })).toBeVisible();

  // Confirm one, and the one the admin will give to someone else meanwhile.
  for (const name of [HILTI, BOSCH]) {
    await page.getByRole('button', { name: named(EN.worker.confirmLabel, { name }) }).click();
    await expect(card(page, name).getByTestId('waiting-badge')).toBeVisible();
  }
  await expect(page.getByText(EN.offline.queuedTitle, { exact: true })).toBeVisible();
  // Not twice: the card's button now says it waits, and does nothing.
  const waitingButton = page.getByRole('button', {
    name: named(EN.offline.waitingLabel, { name: HILTI }),
  });
  await expect(waitingButton).toHaveAttribute('aria-disabled', 'true');
  await expect(
    page.getByRole('button', { name: named(EN.worker.confirmLabel, { name: HILTI }) }),
  ).toHaveCount(0);

  // Return the other to a storage unit.
  await page.getByRole('button', { name: named(EN.worker.returnLabel, { name: MAKITA }) }).click();
  const dialog = page.getByRole('dialog', { name: EN.worker.returnTool.title });
  await dialog.getByLabel(EN.worker.returnTool.storageUnit, { exact: true }).click();
  await page.getByRole('option', { name: /Container A/ }).click();
  await dialog.getByRole('button', { name: EN.worker.returnTool.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, MAKITA).getByTestId('waiting-badge')).toBeVisible();
  const count = page.getByTestId('waiting-count');
  await expect(count).toHaveText(named(EN.offline.waitingCount_other, { count: 3 }));
  expect(await fitsThePhone(page)).toBe(true);
  await expectAxeCleanInBothThemes(page, 'My Stuff with actions waiting');

  // Write a report on site.
  await page
    .getByRole('navigation', { name: EN.nav.mobileNavigation })
    .getByRole('link', { name: EN.nav.reports })
    .click();
  await page.getByRole('button', { name: EN.reports.add }).click();
  const form = page.getByRole('dialog', { name: EN.reports.addTitle });
  await form.getByLabel(EN.reports.title, { exact: true }).fill(REPORT);
  await form.getByLabel(EN.reports.site, { exact: true }).click();
  await page.getByRole('option', { name: /HafenCity Lot 4/ }).click();
  await form.getByLabel(EN.reports.content, { exact: true }).fill('Shuttering set, 14 m.');
  await form.getByRole('button', { name: EN.reports.create }).click();
  await expect(form).toBeHidden();
  const waitingReport = page.getByTestId('waiting-report');
  await expect(waitingReport).toContainText(REPORT);
  await expect(waitingReport).toContainText('HafenCity Lot 4');
  await expect(waitingReport.getByTestId('waiting-badge')).toBeVisible();
  await expect(count).toHaveText(named(EN.offline.waitingCount_other, { count: 4 }));
  expect(await fitsThePhone(page)).toBe(true);
  await expectAxeCleanInBothThemes(page, 'reports with one waiting');

  // Meanwhile the admin gives Bosch to someone else: the worker's confirmation of it conflicts.
  await setToolStatus(request, admin.token, bosch.id, { status: 'maintenance' });
  await setToolStatus(request, admin.token, bosch.id, { status: 'available' });
  await setToolStatus(request, admin.token, bosch.id, {
    status: 'pending_confirmation',
    assignedUserId: otherWorker.user.id,
  });

  // The first answers to the return and the report are lost on the way back: the server applied
  // them, the phone cannot know, and sends them again with the same key.
  const replays: Record<string, string[]> = { return: [], report: [] };
  const loseFirstAnswer = (name: string) => {
    let lost = false;
    return async (route: Parameters<Parameters<typeof context.route>[1]>[0]) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      replays[name]!.push(
        `${response.status()} ${response.headers()['idempotent-replayed'] ?? 'first'}`,
      );
      if (!lost) {
        lost = true;
        return route.abort('internetdisconnected');
      }
      return route.fulfill({ response });
    };
  };
  await context.route(`**/api/tools/${makita.id}/return`, loseFirstAnswer('return'));
  await context.route('**/api/reports', loseFirstAnswer('report'));

  await context.setOffline(false);
  await expect(count).toBeHidden({ timeout: 30_000 });

  // The conflict, in plain words, until dismissed.
  const notice = page.getByTestId('not-sent-notice');
  await expect(notice).toHaveText(
    new RegExp(
      named(EN.offline.notSent.confirmTool, {
        name: BOSCH,
        reason: EN.offline.reasons.notAssigned,
      }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    ),
  );
  await expect(waitingReport).toHaveCount(0);
  expect(await fitsThePhone(page)).toBe(true);
  await expectAxeCleanInBothThemes(page, 'a conflict told');

  // The server has each once: answered first, then the kept answer replayed.
  expect(replays).toEqual({ return: ['200 first', '200 true'], report: ['201 first', '201 true'] });
  expect(await toolOf(request, admin.token, hilti.id)).toMatchObject({
    status: 'checked_out',
    assignedUserId: worker.user.id,
  });
  expect(await toolOf(request, admin.token, makita.id)).toMatchObject({
    status: 'available',
    assignedUserId: null,
    storageUnitId: yard.unit.id,
  });
  expect(await toolLogCount(request, admin.token, makita.id)).toBe(makitaLogsBefore + 1);
  expect(await toolOf(request, admin.token, bosch.id)).toMatchObject({
    status: 'pending_confirmation',
    assignedUserId: otherWorker.user.id,
  });
  expect(await reportsTitled(request, admin.token, REPORT)).toBe(1);
  await expect(page.getByRole('main').getByText(REPORT).first()).toBeVisible();

  await notice
    .getByRole('button', { name: named(EN.offline.dismissLabel, { name: BOSCH }) })
    .click();
  await expect(notice).toHaveCount(0);

  // Item 5: live updates are back too — the admin's next hand-over shows without a reload.
  await page
    .getByRole('navigation', { name: EN.nav.mobileNavigation })
    .getByRole('link', { name: EN.nav.myStuff })
    .click();
  // Read again since: Hilti confirmed, Bosch someone else's — nothing left to confirm.
  await expect(page.getByText(EN.worker.noPendingTools)).toBeVisible();
  await expect(page.getByRole('heading', { name: HILTI })).toBeVisible();
  const late = await createViaApi(request, admin.token, '/api/tools', {
    name: 'Festool plunge saw',
    serialNumber: 'FS-4004',
    branchId: yard.branch.id,
  });
  await setToolStatus(request, admin.token, late.id, {
    status: 'pending_confirmation',
    assignedUserId: worker.user.id,
  });
  await expect(page.getByRole('heading', { name: 'Festool plunge saw' })).toBeVisible();
});

test('a confirmation whose connection drops waits on the phone; signing out warns first, Cancel the default, and deletes it', async ({
  page,
  context,
  request,
}) => {
  const { admin, worker, hilti } = await handedOut(request);
  // The signal is there but every confirmation is lost on the way (a dead spot on site).
  await context.route('**/api/tools/*/confirm', (route) => route.abort('internetdisconnected'));

  await openSignedIn(page, worker, '/my-stuff');
  await page.getByRole('button', { name: named(EN.worker.confirmLabel, { name: HILTI }) }).click();
  await expect(card(page, HILTI).getByTestId('waiting-badge')).toBeVisible();
  await expect(page.getByTestId('waiting-count')).toHaveText(
    named(EN.offline.waitingCount_one, { count: 1 }),
  );

  const signOut = async () => {
    await page.getByRole('button', { name: EN.header.userMenu }).click();
    await page.getByRole('menuitem', { name: EN.header.logout }).click();
    return page.getByRole('alertdialog', { name: EN.offline.signOutTitle });
  };
  let warning = await signOut();
  await expect(warning).toContainText(named(EN.offline.signOutWarning_one, { count: 1 }));
  await expect(warning.getByRole('button', { name: EN.common.cancel })).toBeFocused();
  await expectAxeCleanInBothThemes(page, 'sign-out warning');
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/my-stuff$/);
  expect(await keptQueue(page, worker.user.id)).toMatchObject({ actions: [expect.anything()] });

  warning = await signOut();
  await warning.getByRole('button', { name: EN.offline.signOutAnyway }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect(await keptQueue(page, worker.user.id)).toBeUndefined();
  await context.unroute('**/api/tools/*/confirm');
  expect(await toolOf(request, admin.token, hilti.id)).toMatchObject({
    status: 'pending_confirmation',
  });
});
