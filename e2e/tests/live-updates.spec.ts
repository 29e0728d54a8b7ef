import { expect, test } from '@playwright/test';
import { adminWithOrganization, openSignedIn, workerViaApi, yardViaApi } from '../support/accounts';
import { EN } from '../support/i18n';

test("a worker's confirmation shows up on the admin's open tools screen without a reload", async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const worker = await workerViaApi(request, admin.token);
  const assign = await request.post(`/api/tools/${yard.tool.id}/status`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { status: 'pending_confirmation', assignedUserId: worker.user.id },
  });
  expect(assign.status()).toBe(200);

  await openSignedIn(page, admin, '/tools');
  const row = page.getByRole('row').filter({ hasText: 'HT-3001' });
  await expect(row.getByText(EN.statuses.tool.pending_confirmation)).toBeVisible();
  // The page must not be reloaded: a marker on window would vanish with a reload.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const confirm = await request.post(`/api/tools/${yard.tool.id}/confirm`, {
    headers: { authorization: `Bearer ${worker.token}` },
  });
  expect(confirm.status()).toBe(200);

  await expect(row.getByText(EN.statuses.tool.checked_out)).toBeVisible({ timeout: 5_000 });
  expect(
    await page.evaluate(
      () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
    ),
  ).toBe(true);
});
