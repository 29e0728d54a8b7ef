import { expect, test } from '@playwright/test';
import { adminWithOrganization, openSignedIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the sign-in page has no accessibility violations in the ${colorScheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: EN.auth.loginTab })).toBeVisible();
    await expectNoAxeViolations(page, `/auth login (${colorScheme})`);
    await page.getByRole('tab', { name: EN.auth.registerTab }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: EN.auth.registerButton }).click();
    await expect(page.getByText(EN.validation.usernameMin)).toBeVisible();
    await expectNoAxeViolations(page, `/auth register with errors (${colorScheme})`);
  });

  test(`the app shell has no accessibility violations in the ${colorScheme} theme`, async ({
    page,
    request,
  }) => {
    const account = await adminWithOrganization(request);
    await page.emulateMedia({ colorScheme });
    await openSignedIn(page, account, '/organization-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `dashboard (${colorScheme})`);
    await page.getByRole('button', { name: EN.header.userMenu }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page, `user menu open (${colorScheme})`);
  });

  test(`the phone layout has no accessibility violations in the ${colorScheme} theme`, async ({
    page,
    request,
  }) => {
    const account = await adminWithOrganization(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, account, '/organization-dashboard');
    await expect(page.getByRole('navigation', { name: EN.nav.mobileNavigation })).toBeVisible();
    await expectNoAxeViolations(page, `phone dashboard (${colorScheme})`);
    await page
      .getByRole('navigation', { name: EN.nav.mobileNavigation })
      .getByRole('button', { name: EN.nav.more })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `phone drawer open (${colorScheme})`);
  });
}

test('the drawer traps focus and gives it back when closed with Escape', async ({
  page,
  request,
}) => {
  const account = await adminWithOrganization(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, account, '/organization-dashboard');
  const more = page
    .getByRole('navigation', { name: EN.nav.mobileNavigation })
    .getByRole('button', { name: EN.nav.more });
  await more.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(more).toBeFocused();
});

test('the sign-in form works with the keyboard alone', async ({ page, request }) => {
  const account = await adminWithOrganization(request);
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel(EN.auth.username, { exact: true }).focus();
  await page.keyboard.type(account.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organization-dashboard$/);
});
