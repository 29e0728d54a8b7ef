// @vitest-environment component
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { create, withRealServer, yardOf } from '@/test/real-server';
import { MyStuffPage } from './my-stuff-page';

const server = withRealServer();

type Yard = Awaited<ReturnType<typeof yardOf>>;

/** The admin hands the yard's tool and vehicle to its worker: both wait for the worker's confirmation. */
const handOut = async (yard: Yard) => {
  const tool = await server.request('POST', `/api/tools/${yard.tool.id}/status`, yard.admin.token, {
    status: 'pending_confirmation',
    assignedUserId: yard.worker.user.id,
    siteId: yard.site.id,
  });
  const vehicle = await server.request(
    'POST',
    `/api/vehicles/${yard.vehicle.id}/status`,
    yard.admin.token,
    { status: 'pending_confirmation', assignedUserId: yard.worker.user.id, odometerReading: 1000 },
  );
  expect([tool.status, vehicle.status]).toEqual([200, 200]);
};

/** …and the worker has confirmed both: they are the worker's to return. */
const handOver = async (yard: Yard) => {
  await handOut(yard);
  for (const kind of ['tools', 'vehicles'] as const) {
    const id = kind === 'tools' ? yard.tool.id : yard.vehicle.id;
    const confirmed = await server.request('POST', `/api/${kind}/${id}/confirm`, yard.worker.token);
    expect(confirmed.status).toBe(200);
  }
};

const assignedToWorker = async (yard: Yard, kind: 'tools' | 'vehicles') =>
  (
    (await server.request('GET', `/api/${kind}/assigned`, yard.worker.token)).body as Array<{
      id: number;
    }>
  ).map((item) => item.id);

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('My Stuff', () => {
  it('shows what was handed to the worker under Pending, with its branch and site', async () => {
    const yard = await yardOf(server.app);
    await handOut(yard);
    await renderScreen(<MyStuffPage />, { signedInAs: yard.worker });

    const pendingTools = await screen.findByRole('region', { name: /Pending tools/ });
    expect(within(pendingTools).getByRole('heading', { name: 'Core drill' })).toBeVisible();
    expect(pendingTools).toHaveTextContent(`Branch:${yard.branch.name}`);
    expect(pendingTools).toHaveTextContent(`Site:${yard.site.name}`);
    expect(
      within(section(/Pending vehicles/)).getByRole('heading', { name: 'Ford Transit' }),
    ).toBeVisible();
    expect(section(/Assigned tools/)).toHaveTextContent('No tools assigned to you');
  });

  it('confirming a pending tool moves it to Assigned tools, and the server has it checked out to the worker', async () => {
    const yard = await yardOf(server.app);
    await handOut(yard);
    const { user } = await renderScreen(<MyStuffPage />, { signedInAs: yard.worker });

    await user.click(await screen.findByRole('button', { name: 'Confirm Core drill' }));

    await waitFor(() =>
      expect(
        within(section(/Assigned tools/)).getByRole('heading', { name: 'Core drill' }),
      ).toBeVisible(),
    );
    expect(section(/Pending tools/)).toHaveTextContent('No tools waiting for your confirmation');
    expect(await screen.findByText('Assignment confirmed')).toBeVisible();
    expect(await assignedToWorker(yard, 'tools')).toEqual([yard.tool.id]);
  });

  it("the tool return offers its own branch's storage units in natural order, and returns only once one is chosen", async () => {
    const yard = await yardOf(server.app);
    await handOver(yard);
    const north = await create(server.app, yard.admin.token, '/api/branches', {
      name: 'North yard',
      address: 'Nordring 4',
      contactPhone: '+49 30 2',
    });
    await create(server.app, yard.admin.token, '/api/storage-units', {
      name: 'Shelf 2',
      location: 'Hall B',
      branchId: north.id,
    });
    for (const name of ['Container 10', 'Container 9'])
      await create(server.app, yard.admin.token, '/api/storage-units', {
        name,
        location: 'Yard',
        branchId: yard.branch.id,
      });
    const { user } = await renderScreen(<MyStuffPage />, { signedInAs: yard.worker });

    await user.click(await screen.findByRole('button', { name: 'Return Core drill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return tool' });
    const returnButton = within(dialog).getByRole('button', { name: 'Return tool' });
    expect(returnButton).toBeDisabled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Storage unit' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    // Not the other branch's Shelf 2; "9" before "10".
    expect(options).toEqual([
      `Container 9 (${yard.branch.name})`,
      `Container 10 (${yard.branch.name})`,
      `Container A (${yard.branch.name})`,
    ]);
    await user.click(screen.getByRole('option', { name: `Container A (${yard.branch.name})` }));
    expect(returnButton).toBeEnabled();
    await user.click(returnButton);

    expect(await screen.findByText('Tool returned successfully')).toBeVisible();
    await waitFor(() =>
      expect(section(/Assigned tools/)).toHaveTextContent('No tools assigned to you'),
    );
    const shelf = await server.request(
      'GET',
      `/api/storage-units/${yard.unit.id}/tools`,
      yard.admin.token,
    );
    expect(shelf.body).toEqual([
      expect.objectContaining({ id: yard.tool.id, status: 'available' }),
    ]);
  });

  it('a vehicle return refuses a negative odometer reading, then records the corrected one', async () => {
    const yard = await yardOf(server.app);
    await handOver(yard);
    const { user } = await renderScreen(<MyStuffPage />, { signedInAs: yard.worker });

    await user.click(await screen.findByRole('button', { name: 'Return Ford Transit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return vehicle' });
    const odometer = within(dialog).getByLabelText('Odometer reading (km, optional)');
    await user.type(odometer, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Return vehicle' }));

    expect(await within(dialog).findByText('Enter the odometer reading in km')).toBeVisible();
    expect(odometer).toHaveAttribute('aria-invalid', 'true');
    expect(await assignedToWorker(yard, 'vehicles')).toEqual([yard.vehicle.id]);

    await user.clear(odometer);
    await user.type(odometer, '1250');
    await user.click(within(dialog).getByRole('button', { name: 'Return vehicle' }));

    expect(await screen.findByText('Vehicle returned successfully')).toBeVisible();
    expect(await assignedToWorker(yard, 'vehicles')).toEqual([]);
    const logs = await server.request(
      'GET',
      `/api/vehicles/${yard.vehicle.id}/logs`,
      yard.admin.token,
    );
    expect(logs.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ odometerReading: 1250 })]),
    );
  });
});
