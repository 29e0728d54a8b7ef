import { expect, test, type Page } from '@playwright/test';
import { adminWithOrganization, loginViaApi, openSignedIn } from '../support/accounts';
import { expectAxeCleanInBothThemes } from '../support/axe';
import { EN } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { MIN_TARGET_PX } from '../support/touch-targets';
import E2E_SUPERADMIN from '../support/superadmin.json' with { type: 'json' };

/*
 * Decision 0065. The browser-test server runs on a fresh embedded database, so its backups are
 * real: the first start queues one at once, and "back up now" queues another (the list, its
 * window and its failures are proved in apps/server/test/backups/backups-api.test.ts and
 * apps/web/src/features/backups/backups-page.test.tsx).
 */

/** The list of backups, or its empty state while the first backup is still being taken. */
const backupsOrNone = (page: Page) =>
  page
    .getByRole('table', { name: EN.backups.listTitle })
    .or(page.getByRole('list', { name: EN.backups.listTitle }))
    .or(page.getByRole('heading', { name: EN.backups.empty }));

test('a superadmin opens Backups, sees what is kept and backs up now, on a desk', async ({
  page,
  request,
}) => {
  // Axe runs twice (both themes) on a full screen.
  test.slow();
  const root = await loginViaApi(request, E2E_SUPERADMIN.username, E2E_SUPERADMIN.password);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, root, '/users');
  await page
    .getByRole('navigation', { name: EN.nav.mainNavigation })
    .getByRole('link', { name: EN.nav.backups })
    .click();
  await expect(page).toHaveURL(/\/backups$/);
  await expect(page.getByRole('heading', { level: 1, name: EN.pages.backups })).toBeVisible();
  await expect(page.getByRole('heading', { name: EN.backups.summaryTitle })).toBeVisible();
  await expect(backupsOrNone(page).first()).toBeVisible();
  await expect(page.getByText(EN.backups.nextBackup)).toBeVisible();
  await expect(page.getByText('npm run restore -- --to "YYYY-MM-DD HH:MM"')).toBeVisible();
  await expectAxeCleanInBothThemes(page, 'backups (1280 px)');

  const button = page.getByRole('button', { name: EN.backups.backUpNow });
  await button.click();
  // The toast (its text is also repeated in a live region for screen readers).
  await expect(page.getByRole('region', { name: /F8/ }).getByText(EN.backups.queued)).toBeVisible();
  await expect(button).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('on a phone the screen fits the width and "Back up now" is a thumb’s size', async ({
  page,
  request,
}) => {
  // Axe runs twice (both themes) on a full screen.
  test.slow();
  const root = await loginViaApi(request, E2E_SUPERADMIN.username, E2E_SUPERADMIN.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, root, '/backups');
  await expect(page.getByRole('heading', { level: 1, name: EN.pages.backups })).toBeVisible();
  await expect(backupsOrNone(page).first()).toBeVisible();
  const box = await page.getByRole('button', { name: EN.backups.backUpNow }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  await expectNoSidewaysScroll(page, 'backups (390 px)');
  await expectAxeCleanInBothThemes(page, 'backups (390 px)');
});

test('an org admin has no backups: the route sends them home and the API refuses them', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await openSignedIn(page, admin, '/backups');
  await expect(page).toHaveURL(/\/organization-dashboard$/);
  await expect(page.getByRole('link', { name: EN.nav.backups })).toHaveCount(0);
  for (const method of ['get', 'post'] as const) {
    const refused = await request[method]('/api/backups', {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(refused.status()).toBe(403);
  }
});
