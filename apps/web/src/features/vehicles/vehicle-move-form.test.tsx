// @vitest-environment component
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Vehicle } from '@toolyard/shared';
import { renderScreen } from '@/test/render-screen';
import { withRealServer, yardOf } from '@/test/real-server';
import { ItemMoveDialog } from '@/features/items';
import { vehicleKind } from './vehicle-kind';
import { vehicleMoves } from './vehicle-moves';

const server = withRealServer();

const moveOf = (vehicle: Vehicle, to: Vehicle['status']) =>
  vehicleMoves(vehicle.status).find((move) => move.to === to)!;

describe('the vehicle move dialog', () => {
  it('sends a vehicle to service without an odometer reading (none is asked there)', async () => {
    const yard = await yardOf(server.app);
    const vehicle = yard.vehicle as unknown as Vehicle;
    const { user } = await renderScreen(
      <ItemMoveDialog
        kind={vehicleKind}
        item={vehicle}
        move={moveOf(vehicle, 'service')}
        onClose={() => undefined}
      />,
      { signedInAs: yard.admin },
    );

    const dialog = await screen.findByRole('dialog', { name: 'Send to service' });
    expect(within(dialog).getByLabelText('Odometer reading (km, optional)')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Vehicle updated successfully')).toBeVisible();
    const saved = await server.request('GET', `/api/vehicles/${vehicle.id}`, yard.admin.token);
    expect(saved.body).toMatchObject({ status: 'service' });
  });

  it('still asks for the reading when checking out: left empty, nothing changes', async () => {
    const yard = await yardOf(server.app);
    const vehicle = yard.vehicle as unknown as Vehicle;
    const { user } = await renderScreen(
      <ItemMoveDialog
        kind={vehicleKind}
        item={vehicle}
        move={moveOf(vehicle, 'in_use')}
        onClose={() => undefined}
      />,
      { signedInAs: yard.admin },
    );

    const dialog = await screen.findByRole('dialog', { name: 'Check out' });
    expect(within(dialog).getByLabelText('Odometer reading (km)')).toBeVisible();
    expect(dialog).toHaveTextContent('Leave empty to cancel the change.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const saved = await server.request('GET', `/api/vehicles/${vehicle.id}`, yard.admin.token);
    expect(saved.body).toMatchObject({ status: 'available' });
  });
});
