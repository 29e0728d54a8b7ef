import { expect, test } from '@playwright/test';
import { adminWithOrganization, openSignedIn } from '../support/accounts';
import { EN } from '../support/i18n';

test('the app works under its Content-Security-Policy without a single violation', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto('/auth');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  // 'wasm-unsafe-eval' (the scan screen's QR decoder) compiles WebAssembly only, never eval().
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('tab', { name: EN.auth.loginTab })).toBeVisible();

  const admin = await adminWithOrganization(request);
  for (const path of ['/organization-dashboard', '/organization', '/settings', '/workers']) {
    await openSignedIn(page, admin, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    violations.push(
      ...(await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      )),
    );
  }
  expect(violations).toEqual([]);
});

test('stored text containing HTML is shown as text, never run', async ({ page, request }) => {
  const admin = await adminWithOrganization(request, {
    name: '<img src=x onerror="window.__pwned=1">Acme',
  });
  await openSignedIn(page, admin, '/organization');
  await expect(
    page.getByRole('heading', { level: 1, name: '<img src=x onerror="window.__pwned=1">Acme' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
});
