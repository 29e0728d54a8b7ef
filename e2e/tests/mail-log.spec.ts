import { expect, test, type Page } from '@playwright/test';
import { adminWithOrganization, loginViaApi, openSignedIn } from '../support/accounts';
import { expectAxeCleanInBothThemes } from '../support/axe';
import { EN } from '../support/i18n';
import E2E_SUPERADMIN from '../support/superadmin.json' with { type: 'json' };

/*
 * Decision 0054. The browser-test server has no mail server, so nothing ever reaches the
 * outbound ledger: the log's answers are given here as the API gives them with SMTP (the API
 * itself is proved in apps/server/test/mail-log/mail-log.test.ts and its refusals in
 * test/notifications/mail-quota.test.ts and mail-relay.test.ts).
 */

const ACME = { id: 7001, name: 'Acme Bau' };
const ITEMS = [
  {
    id: 4,
    organizationId: ACME.id,
    organizationName: ACME.name,
    kind: 'notification',
    recipientCount: 20,
    state: 'refused',
    reason: 'recipients_unconfirmed',
    createdAt: '2026-11-27T21:40:00.000Z',
  },
  {
    id: 3,
    organizationId: ACME.id,
    organizationName: ACME.name,
    kind: 'confirmation',
    recipientCount: 1,
    state: 'sent',
    reason: null,
    createdAt: '2026-11-27T21:39:00.000Z',
  },
  {
    id: 2,
    organizationId: 7002,
    organizationName: 'Hafen Montage GmbH',
    kind: 'digest',
    recipientCount: 1,
    state: 'failed',
    reason: null,
    createdAt: '2026-11-27T06:00:00.000Z',
  },
  {
    id: 1,
    organizationId: 7002,
    organizationName: 'Hafen Montage GmbH',
    kind: 'notification',
    recipientCount: 3,
    state: 'refused',
    reason: 'organization_hour',
    createdAt: '2026-11-27T05:00:00.000Z',
  },
];
const SUMMARY = [
  { organizationId: ACME.id, organizationName: ACME.name, sent: 1, refused: 20, failed: 0 },
  { organizationId: 7002, organizationName: 'Hafen Montage GmbH', sent: 0, refused: 3, failed: 1 },
];

/** Answers the log as the API would; returns the organization filters the page asked for. */
const answerTheLog = async (page: Page) => {
  const asked: Array<string | null> = [];
  await page.route(
    (url) => url.pathname === '/api/mail-log',
    (route) => {
      const organizationId = new URL(route.request().url()).searchParams.get('organizationId');
      asked.push(organizationId);
      const items = organizationId
        ? ITEMS.filter((item) => String(item.organizationId) === organizationId)
        : ITEMS;
      return route.fulfill({ json: { items, nextCursor: null, total: items.length } });
    },
  );
  await page.route(
    (url) => url.pathname === '/api/mail-log/summary',
    (route) => route.fulfill({ json: SUMMARY }),
  );
  return asked;
};

const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const refusedUnconfirmed = EN.mailLog.refusedBecause.replace(
  '{{reason}}',
  EN.mailLog.reasons.recipients_unconfirmed,
);
const refusedQuota = EN.mailLog.refusedBecause.replace(
  '{{reason}}',
  EN.mailLog.reasons.organization_hour,
);

test('a superadmin sees what was sent and refused, per organization, on a desk', async ({
  page,
  request,
}) => {
  // Axe runs twice (both themes) on a full screen.
  test.slow();
  const root = await loginViaApi(request, E2E_SUPERADMIN.username, E2E_SUPERADMIN.password);
  await answerTheLog(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, root, '/users');
  await page
    .getByRole('navigation', { name: EN.nav.mainNavigation })
    .getByRole('link', { name: EN.nav.mailLog })
    .click();
  await expect(page).toHaveURL(/\/mail-log$/);
  await expect(page.getByRole('heading', { level: 1, name: EN.pages.mailLog })).toBeVisible();

  const log = page.getByRole('table', { name: EN.mailLog.listTitle });
  const first = log.getByRole('row').nth(1);
  await expect(first).toContainText(ACME.name);
  await expect(first).toContainText(EN.mailLog.kinds.notification);
  await expect(first).toContainText('20');
  await expect(first).toContainText(refusedUnconfirmed);
  // The viewer's own date format (English: "Nov 27, 2026, 9:40 PM" in their zone).
  await expect(first).toContainText(/Nov 2\d, 2026.*\d{1,2}:\d\d/);
  await expect(log).toContainText(EN.mailLog.states.sent);
  await expect(log).toContainText(EN.mailLog.states.failed);
  await expect(log).toContainText(refusedQuota);
  await expectAxeCleanInBothThemes(page, 'mail log (1280 px)');
});

test('choosing an organization in the summary narrows the log to it, and back', async ({
  page,
  request,
}) => {
  const root = await loginViaApi(request, E2E_SUPERADMIN.username, E2E_SUPERADMIN.password);
  const asked = await answerTheLog(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, root, '/mail-log');
  const log = page.getByRole('table', { name: EN.mailLog.listTitle });
  await expect(log.getByRole('row')).toHaveCount(5);
  const summary = page.getByRole('table', { name: EN.mailLog.summaryTitle });
  await summary.getByRole('button', { name: 'Hafen Montage GmbH' }).click();
  await expect(page).toHaveURL(/organizationId=7002/);
  await expect(log.getByRole('row')).toHaveCount(3);
  await expect(log).not.toContainText(ACME.name);
  expect(asked).toContain('7002');
  await page.getByRole('button', { name: EN.mailLog.allOrganizations }).click();
  await expect(log.getByRole('row')).toHaveCount(5);
});

test('on a phone each mail is a card, in both themes, without sideways scrolling', async ({
  page,
  request,
}) => {
  // Axe runs twice (both themes) on a full screen.
  test.slow();
  const root = await loginViaApi(request, E2E_SUPERADMIN.username, E2E_SUPERADMIN.password);
  await answerTheLog(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, root, '/mail-log');
  await expect(page.getByRole('heading', { level: 1, name: EN.pages.mailLog })).toBeVisible();
  await expect(page.getByText(refusedUnconfirmed)).toBeVisible();
  await expect(page.getByText(EN.mailLog.kinds.confirmation)).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);
  // The summary's organizations are buttons a thumb can hit.
  const box = await page
    .getByRole('table', { name: EN.mailLog.summaryTitle })
    .getByRole('button', { name: ACME.name })
    .boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expectAxeCleanInBothThemes(page, 'mail log (390 px)');
});

test('an org admin has no mail log: the route sends them home and the API refuses them', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await openSignedIn(page, admin, '/mail-log');
  await expect(page).toHaveURL(/\/organization-dashboard$/);
  await expect(page.getByRole('link', { name: EN.nav.mailLog })).toHaveCount(0);
  const refused = await request.get('/api/mail-log', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(refused.status()).toBe(403);
});
