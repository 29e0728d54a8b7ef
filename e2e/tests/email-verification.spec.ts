import { expect, test, type Page } from '@playwright/test';
import { adminWithOrganization, openSignedIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';

/*
 * Decisions 0012 and 0054. The browser-test server has no mail server (everything goes to the
 * outbox, and no verification is needed there), so the screens an admin sees with SMTP are shown
 * by answering GET /api/ai/status and the link request as a server with SMTP would. The server
 * side is proved against a real SMTP server in apps/server/test/notifications/mail-trust.test.ts
 * and mail-relay.test.ts.
 */
const asIfSmtpUntrusted = async (page: Page, linkAnswer: { status: number; body: object }) => {
  await page.route('**/api/ai/status', (route) =>
    route.fulfill({ json: { writer: 'template', delivery: 'smtp', recipients: 'confirmed' } }),
  );
  await page.route('**/api/auth/verify-email/request', (route) =>
    route.fulfill({ status: linkAnswer.status, json: linkAnswer.body }),
  );
};

const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('an admin is told only confirmed members can be addressed, and sends themselves a link from their account', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const email = `${admin.username}@example.com`;
  await asIfSmtpUntrusted(page, { status: 200, body: { email } });
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, admin, '/settings?tab=ai');

  await expect(page.getByText(EN.emailVerification.noticeTitle)).toBeVisible();
  await expect(page.getByText(EN.emailVerification.noticeText)).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);
  await expectNoAxeViolations(page, 'AI messaging tab with the confirmed-members notice (390 px)');
  // Their own verified address opens no one else's (decision 0054): no link offered here.
  await expect(page.getByRole('button', { name: EN.emailVerification.sendLink })).toHaveCount(0);

  // The account tab, where the address is edited, offers the admin a link for their own.
  await page.goto('/settings');
  await expect(page.getByText(EN.emailVerification.accountNotVerified)).toBeVisible();
  const send = page.getByRole('button', { name: EN.emailVerification.sendLink });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('region', { name: /F8/ })
      .getByText(EN.emailVerification.linkSent.replace('{{email}}', email)),
  ).toBeVisible();
});

test('a failed link request says why', async ({ page, request }) => {
  const admin = await adminWithOrganization(request);
  await asIfSmtpUntrusted(page, {
    status: 429,
    body: { message: EN.errors.verificationLimit, code: 'rate_limited' },
  });
  await openSignedIn(page, admin, '/settings');
  await page.getByRole('button', { name: EN.emailVerification.sendLink }).click();
  // The toast (its text is also repeated in a live region for screen readers).
  await expect(
    page.getByRole('region', { name: /F8/ }).getByText(EN.errors.verificationLimit),
  ).toBeVisible();
});

test('without a mail server no notice is shown: messages stay in the outbox', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await openSignedIn(page, admin, '/settings?tab=ai');
  await expect(page.getByText(EN.notifications.statusDeliveryOutbox)).toBeVisible();
  await expect(page.getByText(EN.emailVerification.noticeTitle)).toHaveCount(0);
});

test('the verification page says why a link does not work, to visitors and signed-in users alike', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(
    page.getByRole('heading', { level: 1, name: EN.emailVerification.pageTitle }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(EN.errors.verificationLinkInvalid);
  await expect(page.getByRole('link', { name: EN.emailVerification.signIn })).toHaveAttribute(
    'href',
    '/auth',
  );
  expect(await fitsTheWidth(page)).toBe(true);
  await expectNoAxeViolations(page, 'verification page with an unknown link (390 px)');

  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toContainText(EN.emailVerification.missingToken);

  const admin = await adminWithOrganization(request);
  await openSignedIn(page, admin, '/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText(EN.errors.verificationLinkInvalid);
  await expect(page.getByRole('link', { name: EN.emailVerification.openApp })).toHaveAttribute(
    'href',
    '/',
  );
});

test('the verification page confirms a good link once', async ({ page }) => {
  // A real token needs a real mail server (see mail-trust.test.ts); the page's side is this.
  const calls: string[] = [];
  await page.route('**/api/auth/verify-email', async (route) => {
    calls.push(route.request().postDataJSON().token);
    await route.fulfill({ json: { email: 'ada@example.com' } });
  });
  await page.goto('/verify-email?token=good-token');
  await expect(page.getByRole('status').filter({ hasText: 'ada@example.com' })).toContainText(
    EN.emailVerification.verified.replace('{{email}}', 'ada@example.com'),
  );
  await expect(page.getByText(EN.emailVerification.verifiedHint)).toBeVisible();
  await expectNoAxeViolations(page, 'verification page, verified');
  expect(calls).toEqual(['good-token']);
});
