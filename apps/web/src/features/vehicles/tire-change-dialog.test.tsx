// @vitest-environment component
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TireAlertVehicle } from '@toolyard/shared';
import { renderScreen } from '@/test/render-screen';
import { withRealServer, yardOf } from '@/test/real-server';
import { TireChangeDialog } from './tire-change-dialog';

const server = withRealServer();
const thisYear = new Date().getFullYear();

describe('the tire change dialog: new tires for a vehicle, saved on the server', () => {
  it('for one vehicle: starts from the given type and this year, and the server logs the change', async () => {
    const yard = await yardOf(server.app);
    const vehicle = yard.vehicle as unknown as TireAlertVehicle;
    const { user } = await renderScreen(
      <TireChangeDialog vehicles={[vehicle]} defaultTireType="winter" onClose={() => undefined} />,
      { signedInAs: yard.admin },
    );

    const dialog = await screen.findByRole('dialog', { name: 'Record tire change' });
    expect(dialog).toHaveTextContent(`New tires for ${vehicle.make} ${vehicle.model}`);
    expect(within(dialog).queryByLabelText('Vehicle')).toBeNull();
    expect(within(dialog).getByLabelText('New tire type')).toHaveTextContent('Winter');
    expect(within(dialog).getByLabelText('Tire year (optional)')).toHaveValue(thisYear);
    await user.click(within(dialog).getByRole('button', { name: 'Save tire change' }));

    expect(await screen.findByText('Tire change recorded')).toBeVisible();
    const saved = await server.request('GET', `/api/vehicles/${vehicle.id}`, yard.admin.token);
    expect(saved.body).toMatchObject({ tireType: 'winter', tireYear: thisYear });
  });

  it('asks which vehicle when there is a choice, and refuses a year after this one, sending nothing', async () => {
    const yard = await yardOf(server.app);
    const vehicle = yard.vehicle as unknown as TireAlertVehicle;
    const other = { ...vehicle, id: vehicle.id + 1000, licensePlate: 'X-1' };
    const { user } = await renderScreen(
      <TireChangeDialog
        vehicles={[vehicle, other]}
        defaultTireType="summer"
        onClose={() => undefined}
      />,
      { signedInAs: yard.admin },
    );

    const dialog = await screen.findByRole('dialog', { name: 'Record tire change' });
    const year = within(dialog).getByLabelText('Tire year (optional)');
    await user.clear(year);
    await user.type(year, String(thisYear + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Save tire change' }));

    expect(await within(dialog).findByText('Choose a vehicle')).toBeVisible();
    expect(within(dialog).getByText('Tire year must be between 1990 and this year')).toBeVisible();
    const saved = await server.request('GET', `/api/vehicles/${vehicle.id}`, yard.admin.token);
    expect(saved.body).toMatchObject({ tireType: null });
  });
});
