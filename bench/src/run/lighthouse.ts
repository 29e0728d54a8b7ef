import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Session } from './api.js';
import { median } from './stats.js';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// The web app's session keys (apps/web/src/lib/session.ts; the spec fixes them). That module
// touches `window` when loaded, so it cannot be imported here.
const TOKEN_KEY = 'auth_token';
const USER_KEY = 'user';

export type PageFigures = {
  lcp: number;
  tbt: number;
  cls: number;
  finalUrl: string;
  scriptUrls: string[];
  /** Bytes of script on the wire, as served (compressed or not). */
  scriptTransferBytes: number;
};
/** The pages measured: signed out, a worker's first screen, an admin's. */
export type LighthousePage = 'auth' | 'myStuff' | 'dashboard';
export type LighthouseFigures = Record<LighthousePage, PageFigures>;

/** Where each page is, and who is signed in when it opens (null: nobody). */
export type LighthouseTargets = Record<LighthousePage, { path: string; session: Session | null }>;

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

/**
 * One Lighthouse run (default config: mobile, simulated throttling), performance only; the whole
 * result, its trace included. `traceCategories` adds trace categories (the diagnosis adds V8's CPU
 * profiler).
 */
export const runLighthouse = async (
  url: string,
  port: number,
  disableStorageReset: boolean,
  traceCategories?: string,
) => {
  // Lighthouse opens its own tab: handed a page of ours instead, it failed with NO_FCP on and off.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset,
    ...(traceCategories ? { additionalTraceCategories: traceCategories } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result;
};

const auditOnce = async (
  url: string,
  port: number,
  disableStorageReset: boolean,
): Promise<PageFigures> => {
  const result = await runLighthouse(url, port, disableStorageReset);
  const { audits, finalDisplayedUrl } = result.lhr;
  const items =
    (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return {
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    finalUrl: finalDisplayedUrl,
    scriptUrls: scripts.map((item) => item.url),
    scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
};

/**
 * A run can fail on a machine this busy (NO_FCP: Chrome painted nothing in time); one more try
 * before the part is given up.
 */
const audit = async (
  url: string,
  port: number,
  disableStorageReset: boolean,
  prepare: () => Promise<void>,
) => {
  try {
    await prepare();
    return await auditOnce(url, port, disableStorageReset);
  } catch (error) {
    console.warn(
      `  Lighthouse run on ${url} failed once, trying again: ${(error as Error).message.split('\n')[0]}`,
    );
    await prepare();
    return auditOnce(url, port, disableStorageReset);
  }
};

/**
 * Signs the browser in the way the app itself would have: the session in localStorage (shared
 * by every tab of the origin). Set on a page of the same origin that loads no app code
 * (/api/health), then the HTTP cache and the other storage are emptied: with storage reset
 * disabled Lighthouse would not empty them, and a warm cache flatters the run.
 */
export const signInBrowser = async (browser: Browser, session: Session) => {
  const page = await browser.newPage();
  await page.goto(`${session.baseUrl}/api/health`);
  await page.evaluate(
    (keys, token, user) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, user);
    },
    { token: TOKEN_KEY, user: USER_KEY },
    session.token,
    JSON.stringify(session.user),
  );
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  // A first visit, not a repeat one: no service worker or its precache, no kept query cache
  // — localStorage, which holds the session, stays.
  await cdp.send('Storage.clearDataForOrigin', {
    origin: session.baseUrl,
    storageTypes: 'service_workers,cache_storage,indexeddb',
  });
  await cdp.detach();
  await page.close();
};

const medianOf = (runs: PageFigures[]): PageFigures => ({
  lcp: median(runs.map((run) => run.lcp)),
  tbt: median(runs.map((run) => run.tbt)),
  cls: median(runs.map((run) => run.cls)),
  finalUrl: runs[0]!.finalUrl,
  scriptUrls: runs[0]!.scriptUrls,
  scriptTransferBytes: median(runs.map((run) => run.scriptTransferBytes)),
});

/** Each page, `runs` times, one page after the other, in a fresh Chrome (mobile settings). */
export const measureLighthouse = async (
  baseUrl: string,
  targets: LighthouseTargets,
  runs: number,
): Promise<LighthouseFigures> => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const figures: Partial<LighthouseFigures> = {};
      for (const [page, { path, session }] of Object.entries(targets) as Array<
        [LighthousePage, LighthouseTargets[LighthousePage]]
      >) {
        const measured: PageFigures[] = [];
        for (let run = 0; run < runs; run += 1) {
          // Signed out: Lighthouse's own storage reset empties the browser. Signed in: the
          // session is put where the app keeps it, and the storage reset is left off.
          const prepare = session ? () => signInBrowser(browser, session) : async () => undefined;
          measured.push(await audit(`${baseUrl}${path}`, chrome.port, session !== null, prepare));
        }
        figures[page] = medianOf(measured);
      }
      return figures as LighthouseFigures;
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
};
