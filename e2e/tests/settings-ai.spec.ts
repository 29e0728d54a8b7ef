import { expect, test } from '@playwright/test';
import { adminWithOrganization, createViaApi, openSignedIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { EN } from '../support/i18n';

test('moving March from winter to summer changes the tire alert', async ({ page, request }) => {
  await page.clock.setFixedTime(new Date('2027-03-10T09:00:00'));
  const admin = await adminWithOrganization(request);
  const branch = await createViaApi(request, admin.token, '/api/branches', { name: 'Depot' });
  await createViaApi(request, admin.token, '/api/vehicles', {
    make: 'Ford',
    model: 'Ranger',
    year: 2022,
    licensePlate: 'SUM-1',
    branchId: branch.id,
    tireType: 'summer',
  });
  await createViaApi(request, admin.token, '/api/vehicles', {
    make: 'VW',
    model: 'Caddy',
    year: 2020,
    licensePlate: 'WIN-1',
    branchId: branch.id,
    tireType: 'winter',
  });

  // March is winter by default: the summer tires are wrong.
  await openSignedIn(page, admin, '/vehicles');
  await expect(page.getByText(EN.tireAlert.title)).toBeVisible();
  await expect(page.getByText(/Ford Ranger \(SUM-1\)/)).toBeVisible();
  await expect(page.getByText(/VW Caddy \(WIN-1\)/)).toHaveCount(0);

  await page.goto('/settings?tab=seasons');
  const march = page.getByRole('button', { name: /^March/ });
  await expect(march).toHaveAttribute('aria-pressed', 'true');
  await march.click();
  await expect(march).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page, 'settings seasons tab');
  await page.getByRole('button', { name: EN.settings.saveSeasons }).click();
  await expect(page.getByText(EN.settings.seasonsUpdated, { exact: true })).toBeVisible();

  // Now March is summer: the winter tires are the wrong ones.
  await page.goto('/vehicles');
  await expect(page.getByText(/VW Caddy \(WIN-1\)/)).toBeVisible();
  await expect(page.getByText(/Ford Ranger \(SUM-1\)/)).toHaveCount(0);
  const organization = await (
    await request.get('/api/organizations/my-organization', {
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).json();
  expect(organization).toMatchObject({
    winterMonths: '11,12,1,2',
    summerMonths: '3,4,5,6,7,8,9,10',
  });
});

test('an admin sends an AI notification and finds it in the outbox', async ({ page, request }) => {
  const admin = await adminWithOrganization(request);
  await openSignedIn(page, admin, '/notifications/new');
  await expect(page).toHaveURL(/\/settings\?tab=ai$/);
  await expect(page.getByText(EN.notifications.statusWriterTemplate)).toBeVisible();
  await expect(page.getByText(EN.notifications.statusDeliveryOutbox)).toBeVisible();

  // Nothing typed: the spec's messages, and nothing is sent.
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/ai/notify') && sent.push(r.url()));
  await page.getByRole('button', { name: EN.notifications.send, exact: true }).click();
  await expect(page.getByText(EN.validation.promptRequired)).toBeVisible();
  await expect(page.getByText(EN.validation.recipientsRequired)).toBeVisible();
  expect(sent).toEqual([]);

  await page
    .getByLabel(EN.notifications.prompt, { exact: true })
    .fill('The yard is closed on Friday. Please return all drills by Thursday.');
  await page
    .getByLabel(EN.notifications.recipients, { exact: true })
    .fill('crew@example.com, lead@example.com');
  await page.getByRole('button', { name: EN.notifications.preview, exact: true }).click();
  await expect(page.getByLabel(EN.notifications.subject, { exact: true })).toHaveValue(
    'The yard is closed on Friday',
  );
  await expectNoAxeViolations(page, 'AI messaging tab with preview');
  await page.getByRole('button', { name: EN.notifications.send, exact: true }).click();
  await expect(page.getByText(EN.notifications.sent, { exact: true })).toBeVisible();

  const outbox = page.getByRole('table');
  await expect(outbox.getByText('The yard is closed on Friday')).toBeVisible();
  await expect(outbox.getByText(/crew@example\.com/)).toBeVisible();
  // Decision 0026: the history is counted and sorted by the server, its sort kept in the address.
  await expect(
    page.getByText(EN.notifications.total_one.replace('{{formatted}}', '1'), { exact: true }),
  ).toBeVisible();
  await outbox.getByRole('button', { name: EN.notifications.subject, exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=subject&dir=asc/);
  await expect(
    outbox.getByRole('columnheader', { name: EN.notifications.subject }),
  ).toHaveAttribute('aria-sort', 'ascending');
  await expectNoAxeViolations(page, 'outbox with a message');
  const messages = await (
    await request.get('/api/ai/messages', { headers: { authorization: `Bearer ${admin.token}` } })
  ).json();
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({
    delivery: 'outbox',
    writer: 'template',
    recipients: ['crew@example.com', 'lead@example.com'],
  });
  expect(messages[0].body).toContain(admin.organization.name);
});
