import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The phone of the offline specs: the service worker allowed (every other spec blocks
 * it), a 390×844 touch screen.
 */
export const offlinePhone = {
  serviceWorkers: 'allow',
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
} as const;

/**
 * Waits until the service worker controls the page (a worker that just installed takes over at
 * the next load): from then on the shell opens without a network.
 */
export const untilControlled = async (page: Page) => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
};

/** The admin hands a tool to a worker (it waits for the worker's confirmation). */
export const assignToolViaApi = async (
  request: APIRequestContext,
  adminToken: string,
  toolId: number,
  workerId: number,
) => {
  const response = await request.post(`/api/tools/${toolId}/status`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { status: 'pending_confirmation', assignedUserId: workerId },
  });
  expect(response.status(), await response.text()).toBe(200);
};
