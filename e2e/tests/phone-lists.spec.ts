import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  adminWithOrganization,
  createAllViaApi,
  createViaApi,
  loginViaApi,
  openSignedIn,
  workerViaApi,
  yardViaApi,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { DE, EN } from '../support/i18n';
import E2E_SUPERADMIN from '../support/superadmin.json' with { type: 'json' };
import { expectNoSidewaysScroll } from '../support/layout';

// Decision 0025: below 768 px every list is a list of cards that fits the phone; at a desk every
// row menu of the tools and vehicles tables is on screen.
const PHONE = { width: 390, height: 844 };

/** A translated label with its one placeholder ({{name}}, {{title}}, {{subject}}) filled in. */
const fill = (text: string, value: string) => text.replace(/\{\{\w+\}\}/, value);

/** Any filled-in form of a translated label ("Actions for …"). */
const anyFill = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

/** One list screen: where it is, its list's name, one row's name and status, and its action. */
type Screen = {
  path: string;
  list: string;
  name: string;
  /** Text only this row shows, when the name is not unique (a username). */
  unique?: string;
  /** Typed into the search box first, when the row may not be among the first loaded. */
  search?: { label: string; text: string };
  status?: string;
  /** The row's menu (or its first button), and the menu item that opens a dialog. */
  action: string;
  menuItem?: string;
};

const BRANCH = 'Hamburg Nord';
const TOOL = 'Hilti TE 30 rotary hammer';
const VEHICLE = 'Ford Transit (HH-TY 21)';
const REPORT = 'North wall poured';

const ADMIN_SCREENS: Screen[] = [
  {
    path: '/tools',
    list: EN.tools.caption,
    name: TOOL,
    status: EN.statuses.tool.available,
    action: fill(EN.tools.actionsFor, TOOL),
    menuItem: EN.tools.edit,
  },
  {
    path: '/vehicles',
    list: EN.vehicles.caption,
    name: VEHICLE,
    status: EN.statuses.vehicle.available,
    action: fill(EN.vehicles.actionsFor, VEHICLE),
    menuItem: EN.vehicles.edit,
  },
  {
    path: '/reports',
    list: EN.reports.caption,
    name: REPORT,
    action: fill(EN.reports.actionsLabel, REPORT),
    menuItem: EN.reports.edit,
  },
  {
    path: '/storage',
    list: EN.storage.caption,
    name: 'Container A',
    action: fill(EN.storage.actionsFor, 'Container A'),
    menuItem: EN.storage.viewContents,
  },
  {
    path: '/storage?tab=parking',
    list: EN.parking.caption,
    name: 'Bay 1',
    action: fill(EN.parking.actionsFor, 'Bay 1'),
    menuItem: EN.parking.edit,
  },
  {
    path: '/sites',
    list: EN.sites.caption,
    name: 'HafenCity Lot 4',
    status: EN.sites.active,
    action: fill(EN.sites.actionsFor, 'HafenCity Lot 4'),
    menuItem: EN.sites.edit,
  },
  {
    path: '/branches',
    list: EN.branches.caption,
    name: BRANCH,
    action: fill(EN.branches.actionsFor, BRANCH),
    menuItem: EN.branches.edit,
  },
  {
    path: '/workers',
    list: EN.workers.caption,
    name: 'Wanda Worker',
    status: EN.roles.worker,
    action: fill(EN.users.editLabel, 'Wanda Worker'),
  },
  {
    path: '/settings?tab=ai',
    list: EN.notifications.outboxTitle,
    name: 'The yard is closed on Friday',
    status: EN.notifications.deliveryStatusSent,
    action: fill(EN.notifications.readMessageLabel, 'The yard is closed on Friday'),
  },
];

/** An organization with a row on every list screen, and a message in its outbox. */
const yardWithPeople = async (request: APIRequestContext) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  await workerViaApi(request, admin.token);
  await createViaApi(request, admin.token, '/api/reports', {
    title: REPORT,
    content: 'Dry weather.',
    siteId: yard.site.id,
    reportDate: '2027-01-15',
  });
  await createViaApi(request, admin.token, '/api/ai/notify', {
    prompt: 'The yard is closed on Friday. Please return all drills by Thursday.',
    recipients: ['crew@example.com'],
  });
  return { admin, yard };
};

/** The element lies within the viewport from left to right (not cut, not off to the side). */
/**
 * `reaches`: what a tap on the middle must land on: the element itself (a control, a name), or
 * anything of its own card (a status badge, under the card's whole-card link: decision 0062).
 */
const expectInViewport = async (
  page: Page,
  locator: Locator,
  what: string,
  reaches: 'itself' | 'its card' = 'itself',
) => {
  // Brought into view up and down only: a sideways scroll would hide what this test looks for.
  await locator.evaluate((element) => {
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (box.scrollHeight <= box.clientHeight) continue;
      const offset = element.getBoundingClientRect().top - box.getBoundingClientRect().top;
      box.scrollTop += offset - box.clientHeight / 2;
    }
  });
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.x, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the viewport`).toBeLessThanOrEqual(width);
  // Not clipped by a scrolling box nor covered: a tap on its middle reaches it.
  const reached = await locator.evaluate((element, target) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    const owner = target === 'its card' ? element.closest('li') : element;
    return hit !== null && owner !== null && owner.contains(hit);
  }, reaches);
  expect(reached, `${what} can be tapped`).toBe(true);
};

const checkPhoneScreen = async (page: Page, screen: Screen) => {
  await page.goto(screen.path);
  if (screen.search)
    await page.getByRole('searchbox', { name: screen.search.label }).fill(screen.search.text);
  const list = page.getByRole('list', { name: screen.list, exact: true });
  // The rows of the search typed, not those of the list before it.
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  const card = list
    .getByRole('listitem')
    .filter({ has: page.getByText(screen.unique ?? screen.name, { exact: true }) });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page, screen.path);
  await expectInViewport(
    page,
    card.getByText(screen.name, { exact: true }),
    `name on ${screen.path}`,
  );
  if (screen.status)
    await expectInViewport(
      page,
      card.getByText(screen.status, { exact: true }),
      `status on ${screen.path}`,
      'its card',
    );
  const action = card.getByRole('button', { name: screen.action, exact: true });
  await expectInViewport(page, action, `actions on ${screen.path}`);
  const box = await action.boundingBox();
  // Thumb-sized.
  expect(box!.height, `actions height on ${screen.path}`).toBeGreaterThanOrEqual(44);
  expect(box!.width, `actions width on ${screen.path}`).toBeGreaterThanOrEqual(44);

  await action.click();
  if (screen.menuItem) await page.getByRole('menuitem', { name: screen.menuItem }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
};

test('every list screen of an organization fits a phone, with each row named, its status and its actions at hand', async ({
  page,
  request,
}) => {
  test.slow();
  const { admin } = await yardWithPeople(request);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, admin, '/organization-dashboard');
  for (const screen of ADMIN_SCREENS) await checkPhoneScreen(page, screen);
});

test("a superadmin's users and organizations fit a phone", async ({ page, request }) => {
  const { admin } = await yardWithPeople(request);
  const root = await loginViaApi(request, E2E_SUPERADMIN.username, E2E_SUPERADMIN.password);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, root, '/users');
  const name = `${admin.user.firstName} ${admin.user.lastName}`;
  await checkPhoneScreen(page, {
    path: '/users',
    list: EN.users.caption,
    name,
    unique: admin.username,
    search: { label: EN.users.search, text: admin.username },
    status: EN.roles.org_admin,
    action: fill(EN.users.editLabel, name),
  });

  await page.goto('/users?tab=organizations');
  // The list is paged: the test database holds many organizations, so search for it.
  await page
    .getByRole('searchbox', { name: EN.organizations.list.search })
    .fill(admin.organization.name);
  const list = page.getByRole('list', { name: EN.organizations.list.title, exact: true });
  const card = list.getByRole('listitem').filter({ hasText: admin.organization.name });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page, 'organizations');
  const edit = card.getByRole('link', {
    name: fill(EN.organizations.list.editLabel, admin.organization.name),
  });
  await expectInViewport(page, edit, 'organization edit link');
  await edit.click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${admin.organization.id}$`));
});

test('on a phone the status filter is a labelled select and the dashboard shows quick actions before a 2×2 grid of figures', async ({
  page,
  request,
}) => {
  const { admin } = await yardWithPeople(request);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, admin, '/tools');
  await expect(page.getByRole('list', { name: EN.tools.caption, exact: true })).toBeVisible();

  const filter = page.getByRole('combobox', { name: EN.tools.statusFilter });
  await expectInViewport(page, filter, 'status filter');
  await filter.click();
  await page.getByRole('option', { name: EN.statuses.tool.maintenance }).click();
  await expect(page.getByText(EN.tools.emptyFiltered)).toBeVisible();
  await filter.click();
  await page.getByRole('option', { name: EN.tools.allStatuses }).click();
  await expect(page.getByText(TOOL, { exact: true })).toBeVisible();
  await expectInViewport(page, page.getByRole('button', { name: EN.tools.add }), 'add button');

  await page.goto('/organization-dashboard');
  const quick = page.getByRole('heading', { name: EN.dashboard.quickActions.title });
  const figures = page.getByRole('heading', { name: EN.dashboard.totalTools });
  await expect(figures).toBeVisible();
  const quickBox = (await quick.boundingBox())!;
  const figuresBox = (await figures.boundingBox())!;
  expect(quickBox.y, 'quick actions come first').toBeLessThan(figuresBox.y);
  const cards = [
    EN.dashboard.totalTools,
    EN.dashboard.totalVehicles,
    EN.dashboard.activeSites,
    EN.dashboard.storageUnits,
  ].map((title) => page.getByRole('heading', { name: title }));
  const boxes = await Promise.all(cards.map(async (card) => (await card.boundingBox())!));
  // Two per row: the first two share a row, the next two the row under it.
  expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(2);
  expect(Math.abs(boxes[2]!.y - boxes[3]!.y)).toBeLessThan(2);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
  await expectNoSidewaysScroll(page, 'dashboard');
});

test('on a phone the tools filters fold behind one button, so the first card is on the first screen; a set filter is counted and kept in the address', async ({
  page,
  request,
}) => {
  const { admin } = await yardWithPeople(request);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, admin, '/tools');
  const list = page.getByRole('list', { name: EN.tools.caption, exact: true });
  const card = list.getByRole('listitem').filter({ hasText: TOOL });
  await expect(card).toBeVisible();
  const toggle = page.getByRole('button', { name: EN.listControls.filters, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: EN.listControls.branch })).toHaveCount(0);
  const cardTop = (await card.boundingBox())!.y;
  expect(cardTop, 'the first card starts on the first screen').toBeLessThan(PHONE.height - 150);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const branch = page.getByRole('combobox', { name: EN.listControls.branch });
  await expectInViewport(page, branch, 'branch filter');
  await branch.click();
  await page.getByRole('option', { name: BRANCH }).click();
  await expect(page).toHaveURL(/branchId=\d+/);
  const counted = page.getByRole('button', {
    name: EN.listControls.filtersCount.replace('{{count}}', '1'),
  });
  await expect(counted).toHaveAttribute('aria-expanded', 'true');
  await expect(card).toBeVisible();
  // After a reload the filter is still set, and the selects stay open to show it.
  await page.reload();
  await expect(page.getByRole('combobox', { name: EN.listControls.branch })).toContainText(BRANCH);
  await page.getByRole('button', { name: EN.listControls.clearFilters }).click();
  await expect(page).not.toHaveURL(/branchId=/);
  await expect(
    page.getByRole('button', { name: EN.listControls.filters, exact: true }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'tools with filters');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the phone lists have no accessibility violations in the ${colorScheme} theme`, async ({
    page,
    request,
  }) => {
    test.slow();
    const { admin } = await yardWithPeople(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(PHONE);
    await openSignedIn(page, admin, '/organization-dashboard');
    await expectNoAxeViolations(page, `dashboard on a phone (${colorScheme})`);
    for (const screen of ADMIN_SCREENS) {
      await page.goto(screen.path);
      await expect(
        page
          .getByRole('list', { name: screen.list, exact: true })
          .getByRole('listitem')
          .filter({ hasText: screen.name }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `${screen.path} on a phone (${colorScheme})`);
    }
  });
}

test('at 1280 px every row menu of the tools and vehicles tables is on screen', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminWithOrganization(request);
  const { branch, site } = await yardViaApi(request, admin.token);
  // Long names and plates: the widest rows the forms allow push the columns hardest.
  await createAllViaApi(
    request,
    admin.token,
    '/api/tools',
    Array.from({ length: 5 }, (_, index) => ({
      name: `Hilti TE 3000-AVR demolition hammer with dust extraction ${index}`,
      serialNumber: `HT-3000-AVR-LONG-SERIAL-${index}`,
      branchId: branch.id,
      siteId: site.id,
    })),
  );
  await createAllViaApi(
    request,
    admin.token,
    '/api/vehicles',
    Array.from({ length: 5 }, (_, index) => ({
      make: 'Mercedes-Benz',
      model: `Sprinter 319 CDI Kastenwagen ${index}`,
      year: 2022,
      licensePlate: `HH-TY 40${index}`,
      branchId: branch.id,
      tireType: 'all_season',
      tireYear: 2023,
    })),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, admin, '/tools');
  for (const [path, caption, actionsFor] of [
    ['/tools', EN.tools.caption, EN.tools.actionsFor],
    ['/vehicles', EN.vehicles.caption, EN.vehicles.actionsFor],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole('table', { name: caption });
    const menus = table.getByRole('button', { name: anyFill(actionsFor) });
    await expect(menus).toHaveCount(6);
    for (const menu of await menus.all()) await expectInViewport(page, menu, `a menu on ${path}`);
    // And usable: the last row's menu opens.
    await menus.last().click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoSidewaysScroll(page, `${path} at 1280 px`);
  }
});

test('at 1366 px the German users table keeps its actions column on screen', async ({
  page,
  request,
}) => {
  await adminWithOrganization(request);
  const root = await loginViaApi(request, E2E_SUPERADMIN.username, E2E_SUPERADMIN.password);
  await page.setViewportSize({ width: 1366, height: 800 });
  await openSignedIn(page, root, '/users');
  await page.evaluate(() => {
    localStorage.setItem('i18nextLng', 'de');
    localStorage.setItem('language_manually_set', 'true');
  });
  await page.reload();
  const table = page.getByRole('table', { name: DE.users.caption });
  const edits = table.getByRole('button', { name: anyFill(DE.users.editLabel) });
  await expect(edits.first()).toBeVisible();
  for (const edit of (await edits.all()).slice(0, 10))
    await expectInViewport(page, edit, 'an edit button');
  await expectNoSidewaysScroll(page, '/users at 1366 px in German');
});

test('on a phone the cards load the next page as the reader scrolls, and say where they are', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminWithOrganization(request);
  const { branch } = await yardViaApi(request, admin.token);
  // More than one page of 50.
  await createAllViaApi(
    request,
    admin.token,
    '/api/tools',
    Array.from({ length: 64 }, (_, index) => ({
      name: `Drill ${String(index).padStart(2, '0')}`,
      serialNumber: `DR-${index}`,
      branchId: branch.id,
    })),
  );
  // Last by name and by creation alike.
  await createViaApi(request, admin.token, '/api/tools', {
    name: 'Zeta last drill',
    serialNumber: 'ZL-1',
    branchId: branch.id,
  });
  await page.setViewportSize(PHONE);
  await openSignedIn(page, admin, '/tools');
  const list = page.getByRole('list', { name: EN.tools.caption, exact: true });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // Only the cards near the view are rendered, and the list says it has more to come.
  expect(await list.getByRole('listitem').count()).toBeLessThan(50);
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '-1');

  // The cards scroll with the page: scrolling the main area to the end brings the last one.
  const last = list.getByRole('listitem').filter({ hasText: 'Zeta last drill' });
  await expect(async () => {
    await page.evaluate(() => {
      const main = document.getElementById('main-content')!;
      main.scrollTop = main.scrollHeight;
    });
    await expect(last).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(last).toHaveAttribute('aria-setsize', '66');
  await expect(last).toHaveAttribute('aria-posinset', '66');
  await expectNoSidewaysScroll(page, '/tools scrolled to the end');
});

test('on a phone the add button floats above the bottom bar at the end of a long list, opens its dialog and gets focus back; at a desk it is the header button', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminWithOrganization(request);
  const { branch } = await yardViaApi(request, admin.token);
  // Several screens of cards; the last by name is the last card.
  await createAllViaApi(
    request,
    admin.token,
    '/api/tools',
    Array.from({ length: 24 }, (_, index) => ({
      name: `Drill ${String(index).padStart(2, '0')}`,
      branchId: branch.id,
    })),
  );
  const LAST = 'Zeta last drill';
  await createViaApi(request, admin.token, '/api/tools', { name: LAST, branchId: branch.id });
  await page.setViewportSize(PHONE);
  await openSignedIn(page, admin, '/tools');
  const list = page.getByRole('list', { name: EN.tools.caption, exact: true });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  const last = list.getByRole('listitem').filter({ hasText: LAST });
  await expect(async () => {
    await page.evaluate(() => {
      const main = document.getElementById('main-content')!;
      main.scrollTop = main.scrollHeight;
    });
    await expect(last).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  // Settled at the very end (the virtual list may grow while the last page comes in).
  await page.evaluate(() => {
    const main = document.getElementById('main-content')!;
    main.scrollTop = main.scrollHeight;
  });

  // One add button, not a second one beside the header's: a phone gets it floating.
  const add = page.getByRole('button', { name: EN.tools.add, exact: true });
  await expect(add).toHaveCount(1);
  const addBox = (await add.boundingBox())!;
  expect(addBox.width, 'add button width').toBeCloseTo(56, 0);
  expect(addBox.height, 'add button height').toBeCloseTo(56, 0);
  expect(addBox.x, 'add button starts inside the viewport').toBeGreaterThanOrEqual(0);
  expect(addBox.x + addBox.width, 'add button ends inside the viewport').toBeLessThanOrEqual(
    PHONE.width,
  );
  expect(addBox.y, 'add button is below the top').toBeGreaterThanOrEqual(0);
  const bar = page.getByRole('navigation', { name: EN.nav.mobileNavigation });
  const barBox = (await bar.boundingBox())!;
  expect(addBox.y + addBox.height, 'add button sits above the bottom bar').toBeLessThanOrEqual(
    barBox.y,
  );
  // Nothing covers it, and it covers neither the last card nor that card's menu.
  const tappable = (locator: Locator) =>
    locator.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
  expect(await tappable(add), 'add button can be tapped').toBe(true);
  const lastBox = (await last.boundingBox())!;
  expect(lastBox.y + lastBox.height, 'the last card scrolls clear of the add button').toBeLessThan(
    addBox.y,
  );
  const lastMenu = last.getByRole('button', { name: fill(EN.tools.actionsFor, LAST) });
  expect(await tappable(lastMenu), 'the last card’s menu can be tapped').toBe(true);
  await expectNoSidewaysScroll(page, '/tools scrolled to the end');

  await add.click();
  const dialog = page.getByRole('dialog', { name: EN.tools.addTitle });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  // Its focus ring shows (focus came back after a key press).
  await expect(add).toHaveCSS('outline-style', 'solid');

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(
      colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(add).toBeVisible();
    await expectNoAxeViolations(page, `/tools with its floating add button (${colorScheme})`);
  }

  // At a desk nothing changes: the button with its text, in the header.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(add).toHaveText(EN.tools.add);
  await expect(add).toHaveCSS('position', 'static');
  await expect(page.getByRole('table', { name: EN.tools.caption })).toBeVisible();
});
