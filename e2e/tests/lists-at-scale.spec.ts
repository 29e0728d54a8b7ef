import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  adminWithOrganization,
  createAllViaApi,
  createViaApi,
  openSignedIn,
  type Account,
} from '../support/accounts';
import { EN } from '../support/i18n';

// Lists at scale (decision 0008): one organization with 300 tools, shared by the tests of this file
// (they only read it), so it is built once.
test.describe.configure({ mode: 'default' });

const TOOL_COUNT = 300;
/** Far fewer rows than 300: the ones in view (about 6 in a 1280 × 720 window) and 10 on each side. */
const MOST_RENDERED = 60;
const MAINTENANCE = [7, 70, 140, 210, 280];

const toolName = (n: number) => `Scale tool ${String(n).padStart(3, '0')}`;
const ALL_NAMES = Array.from({ length: TOOL_COUNT }, (_, index) => toolName(index + 1));

let admin: Account;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  admin = await adminWithOrganization(request);
  const branch = await createViaApi(request, admin.token, '/api/branches', { name: 'Scale depot' });
  const tools = await createAllViaApi(
    request,
    admin.token,
    '/api/tools',
    ALL_NAMES.map((name, index) => ({
      name,
      serialNumber: `SC-${index + 1}`,
      branchId: branch.id,
    })),
  );
  for (const n of MAINTENANCE) {
    const response = await request.post(`/api/tools/${tools[n - 1]!.id}/status`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { status: 'maintenance' },
    });
    expect(response.ok()).toBe(true);
  }
  await request.dispose();
});

const toolsTable = (page: Page) => page.getByRole('table', { name: EN.tools.caption });
const toolsScroller = (page: Page) => page.getByRole('region', { name: EN.tools.caption });
/** Data rows in the DOM: every row but the header (the spacer rows are hidden from the tree). */
const renderedRows = async (table: Locator) => (await table.getByRole('row').count()) - 1;
const isToolsPage = (url: URL) => url.pathname === '/api/tools' && url.searchParams.has('limit');

/** Scrolls the box to its end and waits two frames, so the table has rendered the rows in view. */
const scrollToBottom = (scroller: Locator) =>
  scroller.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        element.scrollTo(0, element.scrollHeight);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );

/**
 * Scrolls the box from top to bottom a screenful at a time, in the page, and answers what each
 * screenful rendered: the rows as [aria-rowindex, the tool's name].
 */
const scrollThrough = (scroller: Locator) =>
  scroller.evaluate(async (element) => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const screens: Array<Array<[number, string]>> = [];
    element.scrollTo(0, 0);
    for (let step = 0; step < 500; step += 1) {
      await frames();
      screens.push(
        Array.from(element.querySelectorAll('tbody tr[aria-rowindex]')).map((row) => [
          Number(row.getAttribute('aria-rowindex')),
          row.querySelector('td')?.textContent ?? '',
        ]),
      );
      if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) break;
      element.scrollBy(0, element.clientHeight - 50);
    }
    return screens;
  });

test('the tools table renders only the rows in view and loads all 300 tools page by page while scrolling, each once', async ({
  page,
}) => {
  test.slow();
  const answers: Promise<{ cursor: string | null; names: string[] }>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!isToolsPage(url)) return;
    answers.push(
      response.json().then((body: { items: { name: string }[] }) => ({
        cursor: url.searchParams.get('cursor'),
        names: body.items.map((item) => item.name),
      })),
    );
  });
  await openSignedIn(page, admin, '/tools');
  const table = toolsTable(page);
  await expect(table.getByText(toolName(1), { exact: true })).toBeVisible();
  expect(await renderedRows(table)).toBeLessThanOrEqual(MOST_RENDERED);
  // More rows exist than are loaded: the count is unknown to assistive technology.
  await expect(table).toHaveAttribute('aria-rowcount', '-1');

  const scroller = toolsScroller(page);
  const secondPage = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return isToolsPage(url) && url.searchParams.has('cursor');
  });
  await scrollToBottom(scroller);
  await secondPage;
  await expect(async () => {
    await scrollToBottom(scroller);
    await expect(table).toHaveAttribute('aria-rowcount', String(TOOL_COUNT + 1), {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(EN.lists.end)).toBeVisible();
  // The last page made the table longer: its end is further down now.
  await scrollToBottom(scroller);
  await expect(table.getByText(toolName(TOOL_COUNT), { exact: true })).toBeVisible();
  expect(await renderedRows(table)).toBeLessThanOrEqual(MOST_RENDERED);

  // The pages, in the order they came, hold every tool once, in name order.
  const pages = await Promise.all(answers);
  expect(pages.filter((answer) => answer.cursor === null)).toHaveLength(1);
  expect(pages.flatMap((answer) => answer.names)).toEqual(ALL_NAMES);

  // Scrolling through the whole table meets every tool at its place, and never twice in the DOM.
  const seen = new Map<number, string>();
  for (const rows of await scrollThrough(scroller)) {
    expect(new Set(rows.map(([, name]) => name)).size).toBe(rows.length);
    expect(rows.length).toBeLessThanOrEqual(MOST_RENDERED);
    for (const [index, name] of rows) seen.set(index, name);
  }
  expect([...seen.entries()].sort(([a], [b]) => a - b).map(([, name]) => name)).toEqual(ALL_NAMES);
  expect([...seen.keys()].sort((a, b) => a - b)).toEqual(ALL_NAMES.map((_, index) => index + 2));
});

test('the tools table scrolls with the keyboard, and Tab walks through the column sorts, then each row’s link and menu, also of rows not rendered at first', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, admin, '/tools');
  const table = toolsTable(page);
  await expect(table.getByText(toolName(1), { exact: true })).toBeVisible();
  const scroller = toolsScroller(page);

  await scroller.focus();
  await page.keyboard.press('PageDown');
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await page.keyboard.press('Home');
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(0);

  // From the scrolling box, Tab first meets the sort button of each sortable column…
  const sortButtons = table.locator('thead button');
  const sortable = await sortButtons.count();
  expect(sortable).toBeGreaterThan(0);
  for (let n = 0; n < sortable; n += 1) {
    await page.keyboard.press('Tab');
    await expect(sortButtons.nth(n)).toBeFocused();
  }
  // …then goes into the rows: each row's link to its page, then its menu.
  const linkOf = (n: number) => table.getByRole('link', { name: toolName(n), exact: true });
  const menuOf = (n: number) =>
    page.getByRole('button', { name: EN.tools.actionsFor.replace('{{name}}', toolName(n)) });
  // About 16 rows are rendered at first (6 in view, 10 below): Tab goes on past them.
  for (let n = 1; n <= 30; n += 1) {
    await page.keyboard.press('Tab');
    await expect(linkOf(n)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menuOf(n)).toBeFocused();
  }
  expect(await renderedRows(table)).toBeLessThanOrEqual(MOST_RENDERED);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: EN.tools.edit })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuOf(30)).toBeFocused();
});

test('typing in the tools search asks the server once the typing pauses, and shows only the matches', async ({
  page,
}) => {
  await openSignedIn(page, admin, '/tools');
  const table = toolsTable(page);
  await expect(table.getByText(toolName(1), { exact: true })).toBeVisible();
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isToolsPage(url) && url.searchParams.has('search'))
      searches.push(url.searchParams.get('search')!);
  });

  const searched = page.waitForRequest(
    (request) => new URL(request.url()).searchParams.get('search') === 'tool 12',
  );
  await page.getByLabel(EN.tools.search).pressSequentially('tool 12', { delay: 40 });
  await searched;
  // "Scale tool 120" to "Scale tool 129", and the header row.
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByText(toolName(129), { exact: true })).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', '11');
  // The server is asked when the typing pauses, not on every key: seven keys, one search — or,
  // where a busy machine stalls the typing itself for longer than the pause, one more for the
  // text as it stood then. Never near a search per key, and the last is the whole text.
  expect(searches.at(-1)).toBe('tool 12');
  expect(searches.length).toBeLessThanOrEqual(3);
  for (const search of searches) expect('tool 12'.startsWith(search)).toBe(true);

  // Case and accents do not matter.
  await page.getByLabel(EN.tools.search).fill('SCÂLE TOOL 29');
  await expect(table.getByText(toolName(299), { exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(11);

  await page.getByLabel(EN.tools.search).fill('no tool is called this');
  await expect(page.getByText(EN.tools.emptyFiltered)).toBeVisible();
  await page.getByLabel(EN.tools.search).fill('');
  await expect(table.getByText(toolName(1), { exact: true })).toBeVisible();
});

test('a status tab asks the server for that status and shows only those tools', async ({
  page,
}) => {
  await openSignedIn(page, admin, '/tools');
  const table = toolsTable(page);
  await expect(table.getByText(toolName(1), { exact: true })).toBeVisible();

  const maintenance = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return isToolsPage(url) && url.searchParams.get('status') === 'maintenance';
  });
  await page.getByRole('tab', { name: EN.statuses.tool.maintenance }).click();
  await maintenance;
  const inMaintenance = toolsTable(page);
  await expect(inMaintenance.getByRole('row')).toHaveCount(MAINTENANCE.length + 1);
  for (const n of MAINTENANCE)
    await expect(inMaintenance.getByText(toolName(n), { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: EN.statuses.tool.checked_out }).click();
  await expect(page.getByText(EN.tools.emptyFiltered)).toBeVisible();
});
