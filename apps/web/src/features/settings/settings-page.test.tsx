// @vitest-environment component
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { organizationWithAdmin, withRealServer } from '@/test/real-server';
import { SettingsPage } from './settings-page';

/** The bodies of the organization updates the screen sent while `run` ran. */
const organizationUpdatesDuring = async (run: () => Promise<void>) => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  try {
    await run();
    return fetchSpy.mock.calls
      .filter(
        ([url, init]) => String(url).startsWith('/api/organizations/') && init?.method === 'PUT',
      )
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  } finally {
    fetchSpy.mockRestore();
  }
};

const server = withRealServer();

describe('Settings tabs', () => {
  it('asks before a tab with unsaved changes is left: keep holds the text, discard switches', async () => {
    const { admin } = await organizationWithAdmin(server.app);
    const { user, router } = await renderScreen(<SettingsPage />, {
      signedInAs: admin,
      at: '/settings',
    });

    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Wilhelmina');
    await user.click(screen.getByRole('tab', { name: 'Security' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(dialog).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Wilhelmina');
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=security');
  });

  it('keeps the tab in the address: opened from it, and Back returns to the tab before', async () => {
    const { admin } = await organizationWithAdmin(server.app);
    const { user, router } = await renderScreen(<SettingsPage />, {
      signedInAs: admin,
      at: '/settings?tab=appearance',
    });

    expect(await screen.findByRole('tab', { name: 'Appearance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Language' }));
    expect(router.state.location.search).toBe('?tab=language');
    // Nothing typed on Appearance or Language: no question asked.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Appearance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("sets the organization's time zone, refusing a name that is none", async () => {
    const { admin, organization } = await organizationWithAdmin(server.app);
    const { user } = await renderScreen(<SettingsPage />, {
      signedInAs: admin,
      at: '/settings?tab=seasons',
    });

    const zone = await screen.findByLabelText('Time zone');
    // Organizations made before the setting keep the default (migration 0013).
    expect(zone).toHaveValue('Europe/Berlin');
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus_Mons');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Choose a time zone from the list')).toBeVisible();

    await user.clear(zone);
    await user.type(zone, 'Europe/Istanbul');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Time zone updated')).toBeVisible();
    const saved = await server.request('GET', `/api/organizations/${organization.id}`, admin.token);
    expect(saved.body).toMatchObject({ timeZone: 'Europe/Istanbul' });
  });

  it('sets how far ahead things are due soon, sending only those two and refusing out of range', async () => {
    const { admin, organization } = await organizationWithAdmin(server.app);
    const { user } = await renderScreen(<SettingsPage />, {
      signedInAs: admin,
      at: '/settings?tab=seasons',
    });

    const days = await screen.findByLabelText('Days before a date');
    const km = screen.getByLabelText('Kilometres before a service');
    // The defaults.
    expect(days).toHaveValue(14);
    expect(km).toHaveValue(1000);
    const save = screen.getByRole('button', { name: 'Save due soon settings' });

    const refused = await organizationUpdatesDuring(async () => {
      await user.clear(days);
      await user.type(days, '366');
      await user.clear(km);
      await user.type(km, '100001');
      await user.click(save);
      await waitFor(() =>
        expect(days).toHaveAccessibleDescription('Enter a number of days from 1 to 365'),
      );
      expect(km).toHaveAccessibleDescription('Enter kilometres from 0 to 100,000');
    });
    expect(refused).toEqual([]);
    // What was typed stays, to be corrected.
    expect(days).toHaveValue(366);

    const sent = await organizationUpdatesDuring(async () => {
      await user.clear(days);
      await user.type(days, '30');
      await user.clear(km);
      await user.type(km, '2500');
      await user.click(save);
      expect(await screen.findByText('Due soon settings updated')).toBeVisible();
    });
    expect(sent).toEqual([{ dueSoonDays: 30, dueSoonKm: 2500 }]);
    const saved = await server.request('GET', `/api/organizations/${organization.id}`, admin.token);
    expect(saved.body).toMatchObject({
      dueSoonDays: 30,
      dueSoonKm: 2500,
      timeZone: 'Europe/Berlin',
    });
  });

  it('sets the hour the daily digest goes out, from the 24 hours of the day', async () => {
    const { admin, organization } = await organizationWithAdmin(server.app);
    const { user } = await renderScreen(<SettingsPage />, {
      signedInAs: admin,
      at: '/settings?tab=seasons',
    });
    // The default: 7 in the morning.
    const hour = await screen.findByRole('combobox', { name: 'Send at' });
    expect(hour).toHaveTextContent('7:00 AM');
    const sent = await organizationUpdatesDuring(async () => {
      await user.click(hour);
      await user.click(await screen.findByRole('option', { name: '6:00 PM' }));
      await user.click(screen.getByRole('button', { name: 'Save hour' }));
      expect(await screen.findByText('Digest hour saved')).toBeVisible();
    });
    expect(sent).toEqual([{ digestHour: 18 }]);
    const saved = await server.request('GET', `/api/organizations/${organization.id}`, admin.token);
    expect(saved.body).toMatchObject({ digestHour: 18 });
  });
});
