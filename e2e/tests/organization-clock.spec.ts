import { expect, test } from '@playwright/test';
import { adminWithOrganization, openSignedIn, workerViaApi, yardViaApi } from '../support/accounts';
import { EN } from '../support/i18n';

// One clock (docs/decisions/0061): a browser in New York shows a Berlin organization's times as
// Berlin times, as its exports, PDFs and e-mails print them.
test.use({ timezoneId: 'America/New_York' });

const clockIn = (timeZone: string, instant: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(new Date(instant))
    .replace(/[\u202f\u00a0]/g, ' ');

test("a browser in New York shows a Berlin organization's times in Berlin on a list, an item page, its log and the bell", async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request, { timeZone: 'Europe/Berlin' });
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const asWorker = { authorization: `Bearer ${worker.token}` };
  expect(
    (
      await request.post(`/api/tools/${yard.tool.id}/status`, {
        headers: asAdmin,
        data: { status: 'pending_confirmation', assignedUserId: worker.user.id },
      })
    ).status(),
  ).toBe(200);
  expect(
    (await request.post(`/api/tools/${yard.tool.id}/confirm`, { headers: asWorker })).status(),
  ).toBe(200);
  // The worker reports damage: the admin's bell gets a notice.
  expect(
    (
      await request.post('/api/damage-reports', {
        headers: asWorker,
        multipart: { kind: 'tool', itemId: String(yard.tool.id), description: 'Cracked housing' },
      })
    ).status(),
  ).toBe(201);

  const createdAt = String(yard.tool.createdAt);
  const berlin = clockIn('Europe/Berlin', createdAt);
  const newYork = clockIn('America/New_York', createdAt);
  expect(berlin).not.toBe(newYork);
  // The browser really is in New York.
  await openSignedIn(page, admin, `/tools/${yard.tool.id}`);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/New_York',
  );

  // The item page: its creation time, and its log.
  const details = page.getByRole('main');
  await expect(details.getByText(new RegExp(`${berlin} \\S+`)).first()).toBeVisible();
  await expect(details.getByText(newYork, { exact: false })).toHaveCount(0);
  const log = page.getByRole('table', { name: /Log entries of/ });
  await expect(log.getByText(new RegExp(berlin)).first()).toBeVisible();

  // A list: the dashboard's recent activity. Its newest entry is the damage report, which may be
  // a minute later than the tool's creation, so its own time is the one to look for.
  const entries = await request.get('/api/activity', { headers: asAdmin });
  const [newest] = (await entries.json()) as Array<{ timestamp: string }>;
  await page.goto('/organization-dashboard');
  const activity = page.getByRole('region', { name: EN.dashboard.activity.title });
  await expect(
    activity.getByText(new RegExp(clockIn('Europe/Berlin', newest!.timestamp))).first(),
  ).toBeVisible();
  await expect(activity.getByText(clockIn('America/New_York', newest!.timestamp))).toHaveCount(0);

  // The bell: the damage notice, at a Berlin time of the report.
  await page
    .getByRole('button', { name: new RegExp(EN.header.notifications, 'i') })
    .first()
    .click();
  const notices = await request.get('/api/notices', { headers: asAdmin });
  const [notice] = (await notices.json()).items as Array<{ createdAt: string }>;
  await expect(
    page.getByRole('dialog').getByText(new RegExp(clockIn('Europe/Berlin', notice!.createdAt))),
  ).toBeVisible();
});
