import { expect, test } from '@playwright/test';
import { adminWithOrganization, newAccountDetails, storeSession } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { holdEntryScript } from '../support/entry-script';
import { EN } from '../support/i18n';

test('the sign-in page is painted from the HTML before any script runs, and is usable', async ({
  page,
}) => {
  await holdEntryScript(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  const prerendered = page.locator('#prerendered-sign-in');
  await expect(prerendered.getByRole('heading', { name: EN.app.name })).toBeVisible();
  await expect(prerendered.getByRole('tabpanel')).toHaveCount(1);
  await expect(
    prerendered.getByRole('tabpanel').getByLabel(EN.auth.username, { exact: true }),
  ).toBeVisible();
  // Nothing can sign in before the app runs: a submit then would send the password in the URL.
  await expect(prerendered.getByRole('button', { name: EN.auth.loginButton })).toBeDisabled();
  // The language menu does nothing before the app runs: it says so instead of ignoring a tap.
  await expect(prerendered.getByRole('button', { name: /Language/ }).first()).toBeDisabled();
  await expectNoAxeViolations(page, 'the pre-rendered sign-in page');
});

test('what is typed before the app starts is kept when it takes over, and signing in works', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const release = await holdEntryScript(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  const early = page.locator('#prerendered-sign-in');
  const earlyForm = early.getByRole('tabpanel');
  // Styled: until the stylesheet applies, the hidden register panel counts as shown.
  await expect(earlyForm).toHaveCount(1);
  await earlyForm.getByLabel(EN.auth.username, { exact: true }).fill(admin.username);
  await earlyForm.getByLabel(EN.auth.password, { exact: true }).fill(admin.password);

  release();
  await expect(early).toHaveCount(0);
  // One form now, the app's, holding what was typed, with focus where the typing stopped.
  const form = page.getByRole('tabpanel');
  const username = form.getByLabel(EN.auth.username, { exact: true });
  const password = form.getByLabel(EN.auth.password, { exact: true });
  await expect(username).toHaveValue(admin.username);
  await expect(password).toHaveValue(admin.password);
  await expect(password).toBeFocused();
  await form.getByRole('button', { name: EN.auth.loginButton, exact: true }).click();
  await expect(page).toHaveURL(/\/organization-dashboard$/);
});

test('Enter pressed in the pre-rendered form before the app runs signs in once it takes over', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const release = await holdEntryScript(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  const earlyForm = page.locator('#prerendered-sign-in').getByRole('tabpanel');
  await expect(earlyForm).toHaveCount(1);
  await earlyForm.getByLabel(EN.auth.username, { exact: true }).fill(admin.username);
  await earlyForm.getByLabel(EN.auth.password, { exact: true }).fill(admin.password);
  await earlyForm.getByLabel(EN.auth.password, { exact: true }).press('Enter');

  release();
  await expect(page).toHaveURL(/\/organization-dashboard$/);
});

test('the English pre-rendered page never shows to a visitor who reads another language', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('i18nextLng', 'de');
    localStorage.setItem('language_manually_set', 'true');
  });
  const release = await holdEntryScript(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  // In the document, but never shown.
  await expect(page.locator('#prerendered-sign-in')).toHaveCount(1);
  await expect(page.locator('#prerendered-sign-in')).toBeHidden();
  release();
  // The app's own page, in German, and only one of it.
  await expect(page.getByRole('tab', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('#prerendered-sign-in')).toHaveCount(0);
});

test('a signed-in visitor never sees the sign-in page flash before their screen', async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  await storeSession(page, admin);
  const release = await holdEntryScript(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  await expect(page.locator('#prerendered-sign-in')).toHaveCount(1);
  await expect(page.locator('#prerendered-sign-in')).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/organization-dashboard$/);
});

test('a registration begun on the pre-rendered register tab keeps its tab and fields when the app takes over, and registers', async ({
  page,
}) => {
  // Before every frame is painted: did the app ever show its sign-in tab after taking over?
  await page.addInitScript(() => {
    const watch = () => {
      const selected = document.querySelector('#root [role="tab"][aria-selected="true"]');
      if (!document.getElementById('prerendered-sign-in') && selected?.id.endsWith('-login')) {
        (window as unknown as { sawSignInTab: boolean }).sawSignInTab = true;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  const details = newAccountDetails();
  const release = await holdEntryScript(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  const early = page.locator('#prerendered-sign-in');
  await expect(early.getByRole('tabpanel')).toHaveCount(1);
  await early.getByRole('tab', { name: EN.auth.registerTab }).click();
  const earlyForm = early.getByRole('tabpanel');
  await earlyForm.getByLabel(EN.auth.username, { exact: true }).fill(details.username);
  await earlyForm.getByLabel(EN.auth.email, { exact: true }).fill(details.email);
  await earlyForm.getByLabel(EN.auth.password, { exact: true }).fill(details.password);
  // Typing on into a field of the register tab while the app takes over.
  await earlyForm.getByLabel(EN.auth.firstName, { exact: true }).focus();

  release();
  await expect(early).toHaveCount(0);
  await expect(page.getByRole('tab', { name: EN.auth.registerTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const form = page.getByRole('tabpanel');
  await expect(form.getByLabel(EN.auth.username, { exact: true })).toHaveValue(details.username);
  await expect(form.getByLabel(EN.auth.email, { exact: true })).toHaveValue(details.email);
  await expect(form.getByLabel(EN.auth.password, { exact: true })).toHaveValue(details.password);
  expect(await page.evaluate(() => 'sawSignInTab' in window)).toBe(false);
  await expect(form.getByLabel(EN.auth.firstName, { exact: true })).toBeFocused();
  await page.keyboard.type(details.firstName);
  await expect(form.getByLabel(EN.auth.firstName, { exact: true })).toHaveValue(details.firstName);

  await form.getByLabel(EN.auth.lastName, { exact: true }).fill(details.lastName);
  await form.getByLabel(EN.auth.confirmPassword, { exact: true }).fill(details.password);
  await form.getByRole('button', { name: EN.auth.registerButton }).click();
  await expect(page).toHaveURL(/\/organization-dashboard$/);
});
