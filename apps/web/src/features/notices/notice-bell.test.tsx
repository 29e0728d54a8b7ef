// @vitest-environment component
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Notices } from '@toolyard/shared';
import { createNotices } from '../../../../server/src/modules/notices/create-notices';
import { renderScreen } from '@/test/render-screen';
import { organizationWithAdmin, withRealServer, workerOf } from '@/test/real-server';
import { NoticeBell } from './notice-bell';

const server = withRealServer();

const damage = (organizationId: number, item: string) => ({
  organizationId,
  kind: 'damage_reported' as const,
  entityType: 'tool' as const,
  entityId: 7,
  values: { item, reporter: 'Will Worker' },
});

const noticesOf = async (token: string) =>
  (await server.request('GET', '/api/notices', token)).body as Notices;

describe('the header bell', () => {
  it('shows no number without unread notices, and remembers the language the app shows', async () => {
    const org = await organizationWithAdmin(server.app);
    await renderScreen(<NoticeBell />, { signedInAs: org.admin });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell).not.toHaveTextContent(/\d/);
    await waitFor(async () => expect((await noticesOf(org.admin.token)).language).toBe('en'));
  });

  it('counts the unread ones, lists them worded with links, and marks them read on opening', async () => {
    const org = await organizationWithAdmin(server.app);
    const worker = await workerOf(server.app, org.admin.token);
    await createNotices(server.db, [org.admin.user.id], damage(org.organization.id, 'Core drill'));
    await createNotices(server.db, [org.admin.user.id, worker.user.id], {
      organizationId: org.organization.id,
      kind: 'due_digest',
      values: { overdue: 2, dueSoon: 3 },
    });
    const { user } = await renderScreen(<NoticeBell />, { signedInAs: org.admin });

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Unread: Daily digest: 2 overdue, 3 due soon'),
      expect.stringContaining('Unread: Will Worker reported damage on Core drill'),
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/organization-dashboard',
      '/tools/7',
    ]);
    // Read now: the server says so, the number is gone, the worker's own stays unread.
    await waitFor(async () => expect((await noticesOf(org.admin.token)).unread).toBe(0));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect((await noticesOf(worker.token)).unread).toBe(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('caps the number at 99+ and pages back to older notices', async () => {
    const org = await organizationWithAdmin(server.app);
    for (let i = 0; i < 120; i += 1)
      await createNotices(server.db, [org.admin.user.id], damage(org.organization.id, `Item ${i}`));
    const { user } = await renderScreen(<NoticeBell />, { signedInAs: org.admin });
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(bell).toHaveTextContent('99+');
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(20);
    await user.click(within(panel).getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(40));
    // The 40 shown are read; the other 80 still count.
    await waitFor(async () => expect((await noticesOf(org.admin.token)).unread).toBe(80));
  });

  it('tells a reader without notices so', async () => {
    const org = await organizationWithAdmin(server.app);
    const { user } = await renderScreen(<NoticeBell />, { signedInAs: org.admin });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications yet.')).toBeInTheDocument();
  });
});
