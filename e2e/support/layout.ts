import { expect, type Page } from '@playwright/test';

/** Neither the page nor the app's scrolling main area scrolls sideways. */
export const expectNoSidewaysScroll = async (page: Page, where: string) => {
  const widths = await page.evaluate(() => {
    const main = document.getElementById('main-content');
    return {
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      main: main?.scrollWidth ?? 0,
      mainBox: main?.clientWidth ?? 0,
    };
  });
  expect(widths.page, `page width on ${where}`).toBeLessThanOrEqual(widths.viewport);
  expect(widths.main, `main area width on ${where}`).toBeLessThanOrEqual(widths.mainBox);
};
