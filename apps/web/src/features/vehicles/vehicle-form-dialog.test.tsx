// @vitest-environment component
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Vehicle } from '@toolyard/shared';
import { renderScreen } from '@/test/render-screen';
import { branchWithSite, create, organizationWithAdmin, withRealServer } from '@/test/real-server';
import { VehicleFormDialog } from './vehicle-form-dialog';

const server = withRealServer();

const THIS_YEAR = new Date().getFullYear();

/** An org admin with a branch, and the vehicle form open on `vehicle` (a new one when null). */
const openForm = async (vehicle: (org: Org) => Promise<Vehicle | null> = async () => null) => {
  const org = await organizationWithAdmin(server.app);
  const { branch } = await branchWithSite(server.app, org.admin.token);
  const scene = { ...org, branch };
  const onOpenChange = vi.fn<(open: boolean) => void>();
  const screenParts = await renderScreen(
    <VehicleFormDialog open onOpenChange={onOpenChange} vehicle={await vehicle(scene)} />,
    { signedInAs: org.admin },
  );
  return { ...screenParts, ...scene, onOpenChange, dialog: await screen.findByRole('dialog') };
};
type Org = Awaited<ReturnType<typeof organizationWithAdmin>> & { branch: { id: number } };

const choose = async (user: UserEvent, field: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** Whether a field is marked invalid (its message is then below it). */
const marked = (field: HTMLElement) => field.getAttribute('aria-invalid') === 'true';

const vehiclesOf = async (token: string) =>
  (await server.request('GET', '/api/vehicles', token)).body as Vehicle[];

describe('the vehicle form', () => {
  it('names every missing required field and creates nothing', async () => {
    const { user, dialog, admin, onOpenChange } = await openForm();
    await user.clear(within(dialog).getByLabelText('Year'));
    await user.click(within(dialog).getByRole('button', { name: 'Create vehicle' }));

    for (const message of [
      'Make is required',
      'Model is required',
      'Year must be between 1900 and next year',
      'License plate is required',
      'Branch is required',
    ])
      expect(await within(dialog).findByText(message)).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(await vehiclesOf(admin.token)).toEqual([]);
  });

  it('refuses a year before 1900 or after next year, and a tire year before 1990 or after this year', async () => {
    const { user, dialog } = await openForm();
    const year = within(dialog).getByLabelText('Year');
    const tireYear = within(dialog).getByLabelText('Tire year');
    const create = within(dialog).getByRole('button', { name: 'Create vehicle' });

    for (const [vehicleYear, tires, yearOk, tiresOk] of [
      ['1899', '1989', false, false],
      [String(THIS_YEAR + 2), String(THIS_YEAR + 1), false, false],
      [String(THIS_YEAR + 1), String(THIS_YEAR), true, true],
    ] as const) {
      await user.clear(year);
      await user.type(year, vehicleYear);
      await user.clear(tireYear);
      await user.type(tireYear, tires);
      await user.click(create);
      await waitFor(() => expect(marked(year)).toBe(!yearOk));
      expect(marked(tireYear)).toBe(!tiresOk);
    }
    // The last round's make, model, plate and branch are still missing: nothing was saved.
    expect(within(dialog).getByText('Make is required')).toBeVisible();
  });

  it('creates the vehicle with its branch and tires, and the server has it', async () => {
    const { user, dialog, admin, branch, onOpenChange } = await openForm();
    await user.type(within(dialog).getByLabelText('Make'), 'Mercedes-Benz');
    await user.type(within(dialog).getByLabelText('Model'), 'Sprinter');
    await user.clear(within(dialog).getByLabelText('Year'));
    await user.type(within(dialog).getByLabelText('Year'), '2021');
    await user.type(within(dialog).getByLabelText('License plate'), 'HH-TY 77');
    await choose(user, 'Branch', String(branch.name));
    await choose(user, 'Tire type', 'Winter');
    await user.type(within(dialog).getByLabelText('Tire year'), String(THIS_YEAR));
    await user.type(within(dialog).getByLabelText('Next registration'), '2027-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create vehicle' }));

    expect(await screen.findByText('Vehicle created successfully')).toBeVisible();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await vehiclesOf(admin.token)).toEqual([
      expect.objectContaining<Partial<Vehicle>>({
        make: 'Mercedes-Benz',
        model: 'Sprinter',
        year: 2021,
        licensePlate: 'HH-TY 77',
        branchId: branch.id,
        status: 'available',
        tireType: 'winter',
        tireYear: THIS_YEAR,
        nextRegistration: '2027-03-31',
      }),
    ]);
  });

  it('refuses a next service km out of range under the field and sends nothing', async () => {
    const { user, dialog, admin, branch, onOpenChange } = await openForm();
    await user.type(within(dialog).getByLabelText('Make'), 'Iveco');
    await user.type(within(dialog).getByLabelText('Model'), 'Daily');
    await user.type(within(dialog).getByLabelText('License plate'), 'K-DY 9');
    await choose(user, 'Branch', String(branch.name));
    const km = within(dialog).getByLabelText('Next service at (km)');

    for (const typed of ['10000001', '1500.5']) {
      await user.clear(km);
      await user.type(km, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Create vehicle' }));
      await waitFor(() => expect(marked(km)).toBe(true));
      expect(km).toHaveAccessibleDescription(
        'Enter kilometres as a whole number from 0 to 10,000,000',
      );
    }
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(await vehiclesOf(admin.token)).toEqual([]);
  });

  it('creates the vehicle with its next service km', async () => {
    const { user, dialog, admin, branch, onOpenChange } = await openForm();
    await user.type(within(dialog).getByLabelText('Make'), 'Iveco');
    await user.type(within(dialog).getByLabelText('Model'), 'Daily');
    await user.type(within(dialog).getByLabelText('License plate'), 'K-DY 10');
    await choose(user, 'Branch', String(branch.name));
    await user.type(within(dialog).getByLabelText('Next service at (km)'), '150000');
    await user.click(within(dialog).getByRole('button', { name: 'Create vehicle' }));

    expect(await screen.findByText('Vehicle created successfully')).toBeVisible();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [created] = await vehiclesOf(admin.token);
    expect(created).toMatchObject({ nextServiceKm: 150000 });
  });

  it('editing starts from the next service km, and clearing it clears it on the server', async () => {
    const { user, dialog, admin } = await openForm(async ({ admin, branch }) => {
      const created = await create(server.app, admin.token, '/api/vehicles', {
        make: 'Ford',
        model: 'Transit',
        year: 2019,
        licensePlate: 'M-AB 3',
        branchId: branch.id,
        nextServiceKm: 90000,
      });
      return created as unknown as Vehicle;
    });
    const km = within(dialog).getByLabelText('Next service at (km)');
    expect(km).toHaveValue(90000);

    await user.clear(km);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Vehicle updated successfully')).toBeVisible();
    expect(await vehiclesOf(admin.token)).toEqual([
      expect.objectContaining({ licensePlate: 'M-AB 3', nextServiceKm: null }),
    ]);
  });

  it('editing leaves the status to the row menu and saves the changed fields', async () => {
    const { user, dialog, admin } = await openForm(async ({ admin, branch }) => {
      const created = await create(server.app, admin.token, '/api/vehicles', {
        make: 'Ford',
        model: 'Transit',
        year: 2019,
        licensePlate: 'M-AB 1',
        branchId: branch.id,
        status: 'service',
      });
      return created as unknown as Vehicle;
    });
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(status).toBeDisabled();
    expect(status).toHaveAccessibleDescription('Change the status from the row menu.');

    const plate = within(dialog).getByLabelText('License plate');
    await user.clear(plate);
    await user.type(plate, 'M-AB 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Vehicle updated successfully')).toBeVisible();
    expect(await vehiclesOf(admin.token)).toEqual([
      expect.objectContaining({ licensePlate: 'M-AB 2', status: 'service' }),
    ]);
  });
});
