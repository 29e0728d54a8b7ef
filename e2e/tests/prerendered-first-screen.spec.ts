import { expect, test } from '@playwright/test';
import { adminWithOrganization, storeSession, workerViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { holdEntryScript } from '../support/entry-script';
import { DE, EN } from '../support/i18n';

const FRAME = '#prerendered-first-screen';

test("a worker's My Stuff shows its title and intro from the HTML before any script runs, then the app takes over", async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const worker = await workerViaApi(request, admin.token);
  await storeSession(page, worker);
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });

  const frame = page.locator(FRAME);
  await expect(frame.getByRole('heading', { level: 1, name: EN.pages.myStuff })).toBeVisible();
  await expect(frame.getByText(EN.worker.intro)).toBeVisible();
  // Only the visit's language shows, and the admin's screen stays hidden.
  await expect(frame.getByText(DE.worker.intro)).toBeHidden();
  await expect(frame.getByRole('heading', { name: EN.pages.organization })).toBeHidden();
  await expectNoAxeViolations(page, 'the pre-rendered My Stuff');

  release();
  await expect(frame).toHaveCount(0);
  // The app's own screen, one heading, with the worker's sections.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.pages.myStuff);
  await expect(page.getByRole('heading', { name: EN.worker.pendingTools })).toBeVisible();
});

test("an org admin's dashboard is pre-rendered in the language the app starts in", async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await storeSession(page, admin, 'de');
  const release = await holdEntryScript(page);
  await page.goto('/organization-dashboard', { waitUntil: 'commit' });

  const frame = page.locator(FRAME);
  await expect(frame.getByRole('heading', { level: 1, name: DE.pages.organization })).toBeVisible();
  await expect(frame.getByText(EN.pages.organization, { exact: true })).toHaveCount(2);
  await expect(frame.getByText(EN.pages.organization, { exact: true }).first()).toBeHidden();

  release();
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DE.pages.organization);
});

test('no frame shows where it would be wrong: signed out, another screen, an expired session', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const worker = await workerViaApi(request, admin.token);

  // Another screen of the same worker: before the app runs, the frames stay hidden; then the
  // app's screen shows.
  await storeSession(page, worker);
  const release = await holdEntryScript(page);
  await page.goto('/reports', { waitUntil: 'commit' });
  await expect(page.locator(FRAME)).toHaveCount(1);
  await expect(page.locator(FRAME)).toBeHidden();
  release();
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.pages.reports);

  // The session ended on the server: the frame shows first, then the sign-in page, not a
  // title over an empty screen.
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${worker.token}` } });
  await page.goto('/my-stuff');
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(
    page.getByRole('tabpanel').getByLabel(EN.auth.username, { exact: true }),
  ).toBeVisible();
});
