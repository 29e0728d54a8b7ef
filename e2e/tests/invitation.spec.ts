import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminWithOrganization } from '../support/accounts';
import { expectAxeCleanInBothThemes } from '../support/axe';
import { EN } from '../support/i18n';

/*
 * Decision 0059: an imported worker gets no password from the file but an invitation link. The
 * browser-test server has no mail server, so the invitation is in the organization's outbox,
 * where its admin reads it — as an admin without SMTP would, to pass the link on.
 */
const PHONE = { width: 390, height: 844 };

// An import, its run and four axe passes: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const importWorker = async (request: APIRequestContext, adminToken: string) => {
  const headers = { authorization: `Bearer ${adminToken}` };
  const username = `invited${Date.now().toString(36)}${process.pid}`;
  const staged = await request.post('/api/imports?kind=workers', {
    headers,
    multipart: {
      file: {
        name: 'workers.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `Username,Email,First name,Last name\r\n${username},${username}@example.com,Ina,Vitée\r\n`,
        ),
      },
    },
  });
  expect(staged.status(), await staged.text()).toBe(201);
  const { id, mapping } = await staged.json();
  const started = await request.post(`/api/imports/${id}/run`, { headers, data: { mapping } });
  expect(started.status(), await started.text()).toBe(202);
  await expect
    .poll(async () => (await (await request.get(`/api/imports/${id}`, { headers })).json()).state)
    .toBe('done');
  const outbox = await (await request.get('/api/ai/messages', { headers })).json();
  const messages: { recipients: string[]; body: string }[] = outbox.items ?? outbox;
  const mail = messages.find((message) => message.recipients.includes(`${username}@example.com`));
  const link = /\/invitation\?token=[\w-]+/.exec(mail!.body)![0];
  return { username, link };
};

test('an invited worker sets their password on a phone and is signed in; the link then says it was used', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const { username, link } = await importWorker(request, admin.token);
  await page.setViewportSize(PHONE);
  await page.goto(link);

  await expect(page.getByRole('heading', { name: EN.invitation.pageTitle })).toBeVisible();
  await expect(page.getByText(EN.invitation.intro)).toBeVisible();
  const fits = await page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
  expect(fits).toBe(true);
  const submit = page.getByRole('button', { name: EN.invitation.submit });
  for (const target of [
    submit,
    page.getByLabel(EN.auth.password, { exact: true }),
    page.getByLabel(EN.auth.confirmPassword),
    page.getByRole('link', { name: EN.invitation.signIn }),
  ]) {
    const box = await target.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  await expectAxeCleanInBothThemes(page, 'set-password page (390 px)');

  // A mismatch is caught in the browser; nothing is sent.
  await page.getByLabel(EN.auth.password, { exact: true }).fill('my-own-password-1');
  await page.getByLabel(EN.auth.confirmPassword).fill('something-else-1');
  await submit.click();
  await expect(page.getByText(EN.validation.passwordsMismatch)).toBeVisible();
  await expectAxeCleanInBothThemes(page, 'set-password page with an error (390 px)');

  // By keyboard: the confirmation, then Enter submits.
  await page.getByLabel(EN.auth.confirmPassword).fill('my-own-password-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-stuff$/);

  // The same link a second time: used.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel(EN.auth.password, { exact: true }).fill('another-password-2');
  await page.getByLabel(EN.auth.confirmPassword).fill('another-password-2');
  await page.getByRole('button', { name: EN.invitation.submit }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: EN.errors.invitationLinkUsed }),
  ).toBeVisible();

  // And the password the worker chose signs them in.
  const signedIn = await request.post('/api/auth/login', {
    data: { username, password: 'my-own-password-1' },
  });
  expect(signedIn.status()).toBe(200);
});

test('the set-password page without a token says what to do', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/invitation');
  await expect(
    page.getByRole('alert').filter({ hasText: EN.invitation.missingToken }),
  ).toBeVisible();
  await expectAxeCleanInBothThemes(page, 'set-password page without a token (390 px)');
});
