import { expect, test, type Page } from '@playwright/test';
import {
  adminWithOrganization,
  storeSession,
  workerViaApi,
  type Account,
} from '../support/accounts';
import { EN } from '../support/i18n';

// The service worker would fetch every script of the app to keep it offline: only what the
// screen itself asks for is counted here.
test.use({ serviceWorkers: 'block' });

/**
 * On a phone's network each script is a request, and each costs the main thread a little: the
 * signed-in screens load through the shell, so the modules they share with it stay in the
 * shell's chunk instead of being cut into dozens of small files (decision 0052). Before
 * that My Stuff took 50 scripts and the dashboard 55; now 36 and 41. A budget, not a count: a
 * screen may grow, but not back to one file per shared component.
 */
const MOST_SCRIPTS = 45;

/** A first visit with the session already kept, as a returning worker opens the app. */
const scriptsOfFirstScreen = async (page: Page, account: Account, path: string) => {
  await storeSession(page, account, 'en');
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(path);
  return scripts;
};

/**
 * Until a second passes without a new script: what loads after the screen (the offline queue,
 * the warm-ups) counts too. The event stream stays open, so the network is never idle.
 */
const untilNoNewScript = async (page: Page, scripts: Set<string>) => {
  let counted = -1;
  while (counted !== scripts.size) {
    counted = scripts.size;
    await page.waitForTimeout(1000);
  }
};

test("a worker's My Stuff opens with its code in a few scripts", async ({ page, request }) => {
  const admin = await adminWithOrganization(request);
  const worker = await workerViaApi(request, admin.token);
  const scripts = await scriptsOfFirstScreen(page, worker, '/my-stuff');

  await expect(page.getByRole('heading', { name: EN.worker.pendingTools })).toBeVisible();
  await untilNoNewScript(page, scripts);
  expect([...scripts].length, [...scripts].join('\n')).toBeLessThanOrEqual(MOST_SCRIPTS);
});

test("an org admin's dashboard opens with its code in a few scripts", async ({ page, request }) => {
  const admin = await adminWithOrganization(request);
  const scripts = await scriptsOfFirstScreen(page, admin, '/organization-dashboard');

  await expect(page.getByRole('heading', { level: 1, name: EN.pages.organization })).toBeVisible();
  await expect(
    page.getByRole('region', { name: EN.dashboard.due.title, exact: true }),
  ).toBeVisible();
  await untilNoNewScript(page, scripts);
  expect([...scripts].length, [...scripts].join('\n')).toBeLessThanOrEqual(MOST_SCRIPTS);
});
