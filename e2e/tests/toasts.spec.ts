import { expect, test } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { EN } from '../support/i18n';

test('toasts: one at a time, F8 reaches them, Escape dismisses', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel(EN.auth.username, { exact: true }).fill(account.username);
  await form.getByLabel(EN.auth.password, { exact: true }).fill('wrong-password-1');
  const submit = form.getByRole('button', { name: EN.auth.loginButton, exact: true });
  await submit.click();
  await expect(page.getByText(EN.auth.loginFailed, { exact: true })).toHaveCount(1);
  await submit.click();
  await expect(page.getByText(EN.errors.invalidCredentials, { exact: true })).toBeVisible();
  // A newer toast replaces the older one: never two on screen.
  await expect(page.getByText(EN.auth.loginFailed, { exact: true })).toHaveCount(1);

  // A pointer resting on the toast holds its timer (Radix pauses it): on a slow machine it would
  // otherwise close by itself before the keys below reach it, and prove nothing about Escape.
  const toasts = page.getByRole('region', { name: /F8/ });
  await toasts.getByText(EN.errors.invalidCredentials, { exact: true }).hover();
  await page.keyboard.press('F8');
  await expect(toasts).toBeFocused();
  await page.keyboard.press('Tab');
  // The toast itself has the focus (not only the region) before Escape is pressed on it.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean(
          document.activeElement?.closest('li') &&
          document.activeElement.closest('[role="region"]'),
        ),
      ),
    )
    .toBe(true);
  await expect(page.getByText(EN.auth.loginFailed, { exact: true })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByText(EN.auth.loginFailed, { exact: true })).toHaveCount(0);
});
