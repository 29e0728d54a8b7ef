import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminWithOrganization, openSignedIn, yardViaApi, type Account } from '../support/accounts';
import { EN } from '../support/i18n';
import { untilControlled } from '../support/offline';

/**
 * A shared phone (decision 0055): what one user saw is never handed to the next user of the same
 * browser from its HTTP cache or the service worker. Every API answer is `no-store`, and signing
 * out tells the browser to empty its cache. The service worker runs here, as on a phone.
 */
test.use({ serviceWorkers: 'allow' });

// A small red PNG, as a phone's camera would hand it over (re-encoded as JPEG by the server).
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAR0lEQVRYhe2WAQkAMAzDJiT+PcTdZOycwASU0qYb4ambcwUmiByiDFnLOMePgZEcogxZyziHkD1o5BBlyFpGHCIw0nT48bguIFmmTP0QHZ0AAAAASUVORK5CYII=',
  'base64',
);

/** A tool of the admin's organization with a damage report and one photo; its photo's address. */
const damagedTool = async (request: APIRequestContext, admin: Account) => {
  const { tool } = await yardViaApi(request, admin.token);
  const reported = await request.post('/api/damage-reports', {
    headers: { authorization: `Bearer ${admin.token}` },
    multipart: {
      kind: 'tool',
      itemId: String(tool.id),
      description: 'Cracked housing',
      photos: { name: 'housing.png', mimeType: 'image/png', buffer: PHOTO },
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const listed = await request.get(`/api/damage-reports?toolId=${tool.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const [report] = (await listed.json()) as Array<{ photos: Array<{ id: number }> }>;
  return { tool, photoUrl: `/api/damage-photos/${report!.photos[0]!.id}` };
};

/** How many files the service worker keeps precached (Cache Storage, the offline shell). */
const precachedFiles = (page: Page) =>
  page.evaluate(async () => {
    let files = 0;
    for (const name of await caches.keys())
      files += (await (await caches.open(name)).keys()).length;
    return files;
  });

type Seen = { status: number; fromDiskCache: boolean; fromServiceWorker: boolean };

/**
 * What the browser's network layer reports for every request to `url`, through the DevTools
 * protocol: whether the answer came from its disk or memory cache or from the service worker.
 */
const watchRequestsTo = async (page: Page, url: string) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Seen>();
  const fromMemory = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    if (!event.response.url.endsWith(url)) return;
    seen.set(event.requestId, {
      status: event.response.status,
      fromDiskCache: event.response.fromDiskCache === true,
      fromServiceWorker: event.response.fromServiceWorker === true,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => fromMemory.add(event.requestId));
  return {
    answers: () => [...seen.values()],
    servedFromMemory: () => [...seen.keys()].filter((id) => fromMemory.has(id)).length,
  };
};

/** The photo fetched as the app fetches it, in this page, with the given token or none. */
const fetchInPage = (page: Page, url: string, token: string | null) =>
  page.evaluate(
    async ([address, bearer]) => {
      const response = await fetch(address!, {
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
      return response.status;
    },
    [url, token] as const,
  );

/** Admin A opens the tool page and sees the photo (loaded through the session, as a blob). */
const viewPhoto = async (page: Page, admin: Account, toolId: number, photoUrl: string) => {
  await openSignedIn(page, admin, `/tools/${toolId}`);
  await untilControlled(page);
  const answered = page.waitForResponse((response) => response.url().endsWith(photoUrl));
  await page.reload();
  const photo = page
    .getByRole('region', { name: EN.damage.section.title })
    .getByRole('img', { name: /^Photo 1 of 1/ });
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
};

/** The next users of the browser: another organization's admin (404), and nobody (401). */
const expectNextUsersReachTheServer = async (
  page: Page,
  photoUrl: string,
  watched: Awaited<ReturnType<typeof watchRequestsTo>>,
  otherTenant: Account,
) => {
  expect(await fetchInPage(page, photoUrl, otherTenant.token)).toBe(404);
  expect(await fetchInPage(page, photoUrl, null)).toBe(401);
  // Both asked the server: neither answer came from a cache or the service worker.
  const later = watched.answers().slice(-2);
  expect(later.map((answer) => answer.status)).toEqual([404, 401]);
  for (const answer of later) {
    expect(answer.fromDiskCache).toBe(false);
    expect(answer.fromServiceWorker).toBe(false);
  }
  expect(watched.servedFromMemory()).toBe(0);
};

test('after A signs out, another tenant and a caller without a token get the server’s refusal for A’s damage photo, never the cached photo', async ({
  page,
  request,
}) => {
  test.slow();
  const a = await adminWithOrganization(request);
  const b = await adminWithOrganization(request);
  const { tool, photoUrl } = await damagedTool(request, a);
  const watched = await watchRequestsTo(page, photoUrl);

  await viewPhoto(page, a, tool.id, photoUrl);

  const shell = await precachedFiles(page);
  expect(shell).toBeGreaterThan(10);
  const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: EN.header.userMenu }).click();
  await page.getByRole('menuitem', { name: EN.header.logout }).click();
  const logout = await signedOut;
  expect(logout.status()).toBe(204);
  // allHeaders: headers() leaves out the ones the browser itself acts on.
  expect((await logout.allHeaders())['clear-site-data']).toBe('"cache"');
  await expect(page).toHaveURL(/\/auth$/);
  // The shell stays installed ("cache" is the HTTP cache, not Cache Storage): the next user
  // can still open the app without signal.
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await precachedFiles(page)).toBe(shell);

  await expectNextUsersReachTheServer(page, photoUrl, watched, b);
});

test('even when A never signed out on this phone (the session ended elsewhere), the photo is not kept for the next user', async ({
  page,
  request,
}) => {
  test.slow();
  const a = await adminWithOrganization(request);
  const b = await adminWithOrganization(request);
  const { tool, photoUrl } = await damagedTool(request, a);
  const watched = await watchRequestsTo(page, photoUrl);

  await viewPhoto(page, a, tool.id, photoUrl);
  // Signed out from another device: this browser was never told to empty its cache.
  const ended = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${a.token}` },
  });
  expect(ended.status()).toBe(204);

  // A's own token, replayed from this browser, is refused by the server too.
  expect(await fetchInPage(page, photoUrl, a.token)).toBe(401);
  await expectNextUsersReachTheServer(page, photoUrl, watched, b);
});
