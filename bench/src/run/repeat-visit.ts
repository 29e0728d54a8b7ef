import puppeteer from 'puppeteer-core';
import { median } from './stats.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Lighthouse's mobile CPU slowdown, so the figure speaks of the same phone.
const CPU_SLOWDOWN = 4;

export type RepeatVisitFigures = {
  /** First contentful paint of a repeat visit of /auth without any network, in ms. */
  offlineFcp: number;
  /** Until the sign-in form is on screen (its Username field), in ms. */
  offlineReady: number;
};

/**
 * Decision 0032: "a repeat visit shows the app shell within 1 s, even offline". /auth is opened
 * once (the service worker installs and precaches the shell), then, with the network cut and the
 * CPU slowed as Lighthouse slows it, opened again: how soon it paints, and how soon the form
 * is there. `runs` fresh browser contexts, the median of each figure.
 */
export const measureRepeatVisit = async (
  baseUrl: string,
  runs: number,
): Promise<RepeatVisitFigures> => {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--headless=new'],
  });
  try {
    const fcps: number[] = [];
    const ready: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/auth`, { waitUntil: 'load' });
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // Controlled from the next load on; that load also fills the precache's runtime state.
      await page.reload({ waitUntil: 'load' });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.setOfflineMode(true);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('input[autocomplete="username"]', { visible: true });
      const figures = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        ready: performance.now(),
      }));
      fcps.push(figures.fcp);
      ready.push(figures.ready);
      await context.close();
    }
    return { offlineFcp: median(fcps), offlineReady: median(ready) };
  } finally {
    await browser.close();
  }
};
