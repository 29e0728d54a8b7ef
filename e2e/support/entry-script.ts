import type { Page } from '@playwright/test';

// The app's entry script (index-<hash>.js): held back, the page is what index.html alone paints.
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** Holds the entry script until `release` is called: the app has not started before that. */
export const holdEntryScript = async (page: Page) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};
