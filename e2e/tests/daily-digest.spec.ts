import { expect, test } from '@playwright/test';
import { adminWithOrganization, openSignedIn } from '../support/accounts';
import { expectAxeCleanInBothThemes } from '../support/axe';
import { EN } from '../support/i18n';

test('an admin sets the hour of the daily digest on a phone, in the light and the dark theme', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, admin, '/settings?tab=seasons');
  const card = page.getByText(EN.settings.digestHour.title, { exact: true });
  await card.scrollIntoViewIfNeeded();
  const hour = page.getByRole('combobox', { name: EN.settings.digestHour.hour });
  // The default: 7 in the morning, in the organization's time zone.
  await expect(hour).toHaveText('7:00 AM');
  await expectAxeCleanInBothThemes(page, 'settings, daily digest');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await hour.click();
  await page.getByRole('option', { name: '6:00 AM', exact: true }).click();
  await page.getByRole('button', { name: EN.settings.digestHour.save }).click();
  await expect(page.getByText(EN.settings.digestHour.updated, { exact: true })).toBeVisible();
  const organization = await (
    await request.get('/api/organizations/my-organization', {
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).json();
  expect(organization).toMatchObject({ digestHour: 6 });
});
