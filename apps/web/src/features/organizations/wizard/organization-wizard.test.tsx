// @vitest-environment component
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Organization } from '@toolyard/shared';
import { renderScreen } from '@/test/render-screen';
import { organizationWithAdmin, register, withRealServer } from '@/test/real-server';
import { OrganizationWizard } from './organization-wizard';

const server = withRealServer();

const BASICS = {
  'Organization name': 'Hafenbau GmbH',
  'Contact email': 'office@hafenbau.example.com',
  'Contact phone': '+49 40 555 0101',
  Address: 'Kaistraße 12, Hamburg',
  'Time zone': 'America/New_York',
};

const fillBasics = async (user: UserEvent, values: Partial<typeof BASICS> = {}) => {
  for (const [label, value] of Object.entries({ ...BASICS, ...values })) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
};

const step = (name: string) => screen.getByRole('tab', { name });

/** A new org admin, signed in, before their organization exists, with the wizard open. */
const openWizard = async (signedInAs?: Awaited<ReturnType<typeof register>>) => {
  const admin = signedInAs ?? (await register(server.app));
  const onCreated = vi.fn<(organization: Organization) => void>();
  const screenParts = await renderScreen(
    <OrganizationWizard afterCreate="close" onCreated={onCreated} onCancel={() => undefined} />,
    { signedInAs: admin },
  );
  return { ...screenParts, admin, onCreated };
};

describe('the organization wizard', () => {
  it('moves through Basics, Branding and Preview with Next and Back, and previews what was entered', async () => {
    const { user } = await openWizard();
    expect(step('Basics')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Create organization' })).toBeNull();

    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(step('Branding')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(step('Preview')).toHaveAttribute('aria-selected', 'true');

    const preview = screen.getByRole('tabpanel', { name: 'Preview' });
    for (const value of Object.values(BASICS)) expect(preview).toHaveTextContent(value);
    expect(screen.getByRole('button', { name: 'Create organization' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(step('Branding')).toHaveAttribute('aria-selected', 'true');
  });

  it('a wrong e-mail sends the user back to Basics with its message, and creates nothing', async () => {
    const { user, admin } = await openWizard();
    await fillBasics(user, { 'Contact email': 'office@' });
    await user.click(step('Preview'));
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    await waitFor(() => expect(step('Basics')).toHaveAttribute('aria-selected', 'true'));
    const email = screen.getByLabelText('Contact email');
    expect(email).toHaveAccessibleDescription(/Must be a valid email address/);
    await waitFor(() => expect(email).toHaveFocus());
    const me = await server.request('GET', '/api/auth/me', admin.token);
    expect(me.body).toMatchObject({ organizationId: null });
  });

  it('creates the organization with the chosen colour and winter months, then Continue hands it on', async () => {
    const { user, admin, onCreated } = await openWizard();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const palette = screen.getByRole('group', { name: 'Primary color palette' });
    await user.click(within(palette).getByRole('button', { name: '#EF4444' }));
    await user.click(screen.getByRole('button', { name: /^October/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    expect(await screen.findByText('Setup complete')).toBeVisible();
    expect(screen.getByText('The organization Hafenbau GmbH has been created.')).toBeVisible();
    const saved = await server.request('GET', '/api/organizations/my-organization', admin.token);
    expect(saved.body).toMatchObject({
      name: 'Hafenbau GmbH',
      contactEmail: 'office@hafenbau.example.com',
      primaryColor: '#EF4444',
      winterMonths: '10,11,12,1,2,3',
      timeZone: 'America/New_York',
    });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Hafenbau GmbH' }));
  });

  it("shows the server's refusal and stays open to try again", async () => {
    // Their organization was set up meanwhile (in another tab): a second one is refused.
    const { admin } = await organizationWithAdmin(server.app);
    const { user } = await openWizard(admin);
    await fillBasics(user);
    await user.click(step('Preview'));
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    expect(await screen.findByText('Failed to save organization')).toBeVisible();
    expect(screen.getByText('You already belong to an organization')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create organization' })).toBeEnabled();
    expect(screen.queryByText('Setup complete')).toBeNull();
  });

  it('edits an existing organization: Save changes on any step stores the change', async () => {
    const { admin, organization } = await organizationWithAdmin(server.app);
    const loaded = await server.request(
      'GET',
      `/api/organizations/${organization.id}`,
      admin.token,
    );
    const onUpdated = vi.fn<(organization: Organization) => void>();
    const { user } = await renderScreen(
      <OrganizationWizard
        organization={loaded.body as Organization}
        onUpdated={onUpdated}
        onCancel={() => undefined}
      />,
      { signedInAs: admin },
    );

    await fillBasics(user, { 'Organization name': 'Hafenbau Nord' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Organization updated successfully')).toBeVisible();
    expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Hafenbau Nord' }));
    const saved = await server.request('GET', `/api/organizations/${organization.id}`, admin.token);
    expect(saved.body).toMatchObject({ name: 'Hafenbau Nord' });
  });
});
