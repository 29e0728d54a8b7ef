// @vitest-environment component
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { branchWithSite, create, organizationWithAdmin, withRealServer } from '@/test/real-server';
import { DueWidget } from './due-widget';

const server = withRealServer();

const DAY = 86_400_000;
/** A day in the organization's zone (Europe/Berlin unless set), `offset` days from today. */
const dayFromToday = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + offset * DAY),
  );

const organization = async () => {
  const org = await organizationWithAdmin(server.app);
  const { branch } = await branchWithSite(server.app, org.admin.token);
  return { ...org, branch };
};

const widget = () => screen.findByRole('region', { name: 'Due and overdue' });

describe('Due and overdue widget', () => {
  it('links the counts to the filtered lists and each item, most urgent first, to its page', async () => {
    const org = await organization();
    const drill = await create(server.app, org.admin.token, '/api/tools', {
      name: 'Core drill',
      branchId: org.branch.id,
      nextMaintenanceDate: dayFromToday(-2),
    });
    const van = await create(server.app, org.admin.token, '/api/vehicles', {
      make: 'Ford',
      model: 'Transit',
      year: 2020,
      licensePlate: 'M-DW 1',
      branchId: org.branch.id,
      nextRegistration: dayFromToday(4),
    });
    await create(server.app, org.admin.token, '/api/tools', {
      name: 'Fine hammer',
      branchId: org.branch.id,
    });
    await renderScreen(<DueWidget id="due" />, { signedInAs: org.admin });

    const card = await widget();
    const link = async (name: string) => within(card).findByRole('link', { name });
    // Each count says which state it counts (its description), and opens the list filtered so.
    const overdueTools = await link('1 tool');
    expect(overdueTools).toHaveAttribute('href', '/tools?due=overdue');
    expect(overdueTools).toHaveAccessibleDescription('Overdue');
    const overdueVehicles = within(card).getByRole('link', { name: '0 vehicles' });
    expect(overdueVehicles).toHaveAttribute('href', '/vehicles?due=overdue');
    const soonTools = within(card).getByRole('link', { name: '0 tools' });
    expect(soonTools).toHaveAttribute('href', '/tools?due=due_soon');
    expect(soonTools).toHaveAccessibleDescription('Due soon');
    expect(within(card).getByRole('link', { name: '1 vehicle' })).toHaveAttribute(
      'href',
      '/vehicles?due=due_soon',
    );

    const items = within(within(card).getByRole('list', { name: 'Most urgent' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Core drill' })).toHaveAttribute(
      'href',
      `/tools/${drill.id}`,
    );
    expect(items[0]).toHaveTextContent(/Maintenance overdue since/);
    expect(items[0]).toHaveTextContent('Overdue');
    expect(within(items[1]!).getByRole('link', { name: 'Ford Transit (M-DW 1)' })).toHaveAttribute(
      'href',
      `/vehicles/${van.id}`,
    );
    expect(items[1]).toHaveTextContent(/Registration due on/);
    expect(items[1]).toHaveTextContent('Due soon');
  });

  it('says nothing is due, without a number of days the client does not know', async () => {
    const org = await organization();
    await create(server.app, org.admin.token, '/api/tools', {
      name: 'Later grinder',
      branchId: org.branch.id,
      nextMaintenanceDate: dayFromToday(200),
    });
    await renderScreen(<DueWidget id="due" />, { signedInAs: org.admin });

    const card = await widget();
    expect(await within(card).findByText('Nothing is due soon or overdue')).toBeVisible();
    // No way into a filtered list: only the way to what maintenance cost.
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Maintenance costs']);
  });
});
