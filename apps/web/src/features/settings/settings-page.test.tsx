// @vitest-environment component
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { organizationWithAdmin, withRealServer } from '@/test/real-server';
import { SettingsPage } from './settings-page';

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
});
