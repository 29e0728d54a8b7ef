import { expect, test } from '@playwright/test';
import { adminWithOrganization, openSignedIn, yardViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';

test("a signed-out visitor scanning a tool's label signs in and lands on the tool, which shows its label code", async ({
  page,
  request,
}) => {
  const admin = await adminWithOrganization(request);
  const yard = await yardViaApi(request, admin.token);
  const code = String(yard.tool.labelCode);

  // A phone's camera opens the code as printed, in whatever case the reader typed it.
  await page.goto(`/l/${code.replace('-', '').toLowerCase()}`);
  await expect(page).toHaveURL(/\/auth\?next=/);
  const form = page.getByRole('tabpanel');
  await form.getByLabel(EN.auth.username, { exact: true }).fill(admin.username);
  await form.getByLabel(EN.auth.password, { exact: true }).fill(admin.password);
  await form.getByRole('button', { name: EN.auth.loginButton, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/tools/${yard.tool.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: yard.tool.name as string }),
  ).toBeVisible();
  const details = page.getByRole('region', { name: EN.itemPages.details });
  await expect(details.getByText(EN.itemPages.labelCode, { exact: true })).toBeVisible();
  await expect(details.getByText(code, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'tool page reached from its label');
});

test("another organization's label opens the not-found page", async ({ page, request }) => {
  const admin = await adminWithOrganization(request);
  const other = await adminWithOrganization(request);
  const theirs = await yardViaApi(request, other.token);

  await openSignedIn(page, admin, `/l/${String(theirs.tool.labelCode)}`);
  await expect(page.getByRole('heading', { level: 1, name: EN.notFound.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/l/${String(theirs.tool.labelCode)}$`));
  await expectNoAxeViolations(page, "another organization's label");
});
