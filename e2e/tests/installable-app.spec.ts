import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';
import { duringNextDeployment } from '../support/next-deployment';
import { untilControlled } from '../support/offline';

// These tests are about the service worker itself.
test.use({ serviceWorkers: 'allow' });
// One after another: the update test changes the sw.js every test here is served.
test.describe.configure({ mode: 'default' });

type Manifest = {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
};

/** Opens the sign-in page and waits until the service worker controls it, its shell precached. */
const openControlledApp = async (page: Page) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: EN.auth.loginTab })).toBeVisible();
  await untilControlled(page);
};

test('the app is installable: a manifest with its name, start address, standalone display and icons that load', async ({
  page,
  request,
}) => {
  await page.goto('/auth');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'Toolyard', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map(
    (icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('without a network a repeat visit still opens the app: the shell comes from the service worker', async ({
  page,
  context,
}) => {
  await openControlledApp(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('tab', { name: EN.auth.loginTab })).toBeVisible();
  // A client route never loaded before opens too: every navigation is answered with the shell.
  await page.goto('/tools');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: EN.auth.loginTab })).toBeVisible();
  await context.setOffline(false);
});

test('a new deployment is announced and applied only when the user asks: "update available — reload"', async ({
  page,
}) => {
  await openControlledApp(page);
  const prompt = page.getByTestId('update-prompt');
  const waitingWorker = () =>
    page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
    );
  await expect(prompt).toBeHidden();
  // The new deployment stays deployed to the end, as a real one does: put back any earlier, the
  // browser's next update check (each page load makes one) would meet the old sw.js as newer.
  await duringNextDeployment(async () => {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(EN.offline.updateAvailable);
    await expectNoAxeViolations(page, 'the update prompt');

    // "Later" keeps the running version.
    await prompt.getByRole('button', { name: EN.offline.updateLater }).click();
    await expect(prompt).toBeHidden();

    // The new version waits; asked again at the next start, "Reload" switches to it.
    await page.reload();
    await expect(prompt).toBeVisible();
    expect(await waitingWorker()).toBe('installed');
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: EN.offline.updateReload }).click();
    await reloaded;
    await expect(prompt).toBeHidden();
    await expect.poll(waitingWorker).toBeNull();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
  });
});
