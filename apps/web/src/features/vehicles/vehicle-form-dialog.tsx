import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TIRE_TYPES,
  TIRE_YEAR_MIN,
  VEHICLE_YEAR_MIN,
  vehicleLabel,
  vehicleSchemaFor,
  type VehicleStatus,
} from '@toolyard/shared';
import { useSession } from '@/app/session-context';
import { branchesQuery, branchOptionLabel } from '@/features/branches/api';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField, SelectItem } from '@/components/ui/select';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { zodResolver } from '@/lib/zod-resolver';
import { useCreateVehicle, useUpdateVehicle, type Vehicle } from './api';

/** As typed: numbers and dates as input text, branch and tire type as Select values. */
type VehicleFormValues = {
  make: string;
  model: string;
  year: string;
  licensePlate: string;
  vinNumber: string;
  branchId: string;
  status: VehicleStatus;
  lastServiceDate: string;
  nextServiceDate: string;
  nextRegistration: string;
  nextTechnicalCheckup: string;
  tireType: string;
  tireYear: string;
};

type VehicleFormOutput = ReturnType<ReturnType<typeof vehicleSchemaFor>['parse']>;

const FIELDS = [
  'make',
  'model',
  'year',
  'licensePlate',
  'vinNumber',
  'branchId',
  'status',
  'lastServiceDate',
  'nextServiceDate',
  'nextRegistration',
  'nextTechnicalCheckup',
  'tireType',
  'tireYear',
] as const;

const NO_TIRE_TYPE = 'none';
// A new vehicle is handed to a worker afterwards, through "assign to worker".
const CREATE_STATUSES: readonly VehicleStatus[] = ['available', 'in_use', 'service'];

type VehicleFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle to edit; null adds a new one. */
  vehicle: Vehicle | null;
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/** Spec 5 "Vehicle form": make, model, year, plate, branch, status required; the rest optional. */
export const VehicleFormDialog = ({
  open,
  onOpenChange,
  vehicle,
  returnFocusFallback,
}: VehicleFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-2xl"
        returnFocusFallback={returnFocusFallback}
      >
        <DialogHeader>
          <DialogTitle>{vehicle ? t('vehicles.editTitle') : t('vehicles.addTitle')}</DialogTitle>
          <DialogDescription>
            {vehicle
              ? t('vehicles.editDescription', { name: vehicleLabel(vehicle) })
              : t('vehicles.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <VehicleForm
          key={vehicle?.id ?? 'new'}
          vehicle={vehicle}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
};

const VehicleForm = ({ vehicle, onDone }: { vehicle: Vehicle | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { user } = useSession();
  const branches = useQuery(branchesQuery());
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const pending = create.isPending || update.isPending;
  // Spec 9: year 1900 to next year, tire year 1990 to this year, as of when the form opens.
  const [now] = useState(() => new Date());
  const thisYear = now.getFullYear();
  const [resolver] = useState(() =>
    zodResolver<VehicleFormValues, VehicleFormOutput>(vehicleSchemaFor(now)),
  );
  const form = useForm<VehicleFormValues, unknown, VehicleFormOutput>({
    resolver,
    defaultValues: {
      make: vehicle?.make ?? '',
      model: vehicle?.model ?? '',
      year: String(vehicle?.year ?? thisYear),
      licensePlate: vehicle?.licensePlate ?? '',
      vinNumber: vehicle?.vinNumber ?? '',
      branchId: vehicle ? String(vehicle.branchId) : '',
      status: vehicle?.status ?? 'available',
      lastServiceDate: vehicle?.lastServiceDate ?? '',
      nextServiceDate: vehicle?.nextServiceDate ?? '',
      nextRegistration: vehicle?.nextRegistration ?? '',
      nextTechnicalCheckup: vehicle?.nextTechnicalCheckup ?? '',
      tireType: vehicle?.tireType ?? NO_TIRE_TYPE,
      tireYear: vehicle?.tireYear ? String(vehicle.tireYear) : '',
    },
  });
  const { errors } = form.formState;

  const onFailure = (key: 'vehicles.createFailed' | 'vehicles.updateFailed') => (error: unknown) =>
    applyServerFieldErrors(form.setError, toastFailure(t, key, error), FIELDS);

  const onSubmit = form.handleSubmit((values) => {
    // Only the form's own fields: location, fuel and notes are the worker flow's, left as they are.
    const fields = {
      make: values.make,
      model: values.model,
      year: values.year,
      licensePlate: values.licensePlate,
      vinNumber: values.vinNumber,
      lastServiceDate: values.lastServiceDate,
      nextServiceDate: values.nextServiceDate,
      nextRegistration: values.nextRegistration,
      nextTechnicalCheckup: values.nextTechnicalCheckup,
      tireType: values.tireType,
      tireYear: values.tireYear,
      branchId: values.branchId,
    };
    if (!vehicle) {
      create.mutate(
        { ...fields, status: values.status },
        {
          onSuccess: () => {
            toastSuccess(t, 'vehicles.created');
            onDone();
          },
          onError: onFailure('vehicles.createFailed'),
        },
      );
      return;
    }
    // The status is not sent: moves need the odometer and go through the row menu (spec 4).
    update.mutate(
      { id: vehicle.id, body: fields },
      {
        onSuccess: () => {
          toastSuccess(t, 'vehicles.updated');
          onDone();
        },
        onError: onFailure('vehicles.updateFailed'),
      },
    );
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    error: fieldErrorText(t, errors[name]),
  });
  const statuses = vehicle ? [vehicle.status] : CREATE_STATUSES;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('make')} label={t('vehicles.make')}>
          <Input autoComplete="off" disabled={pending} {...form.register('make')} />
        </FormField>
        <FormField {...field('model')} label={t('vehicles.model')}>
          <Input autoComplete="off" disabled={pending} {...form.register('model')} />
        </FormField>
        <FormField {...field('year')} label={t('vehicles.year')}>
          <Input
            type="number"
            inputMode="numeric"
            min={VEHICLE_YEAR_MIN}
            max={thisYear + 1}
            step={1}
            disabled={pending}
            {...form.register('year')}
          />
        </FormField>
        <FormField {...field('licensePlate')} label={t('vehicles.licensePlate')}>
          <Input
            autoComplete="off"
            spellCheck={false}
            disabled={pending}
            {...form.register('licensePlate')}
          />
        </FormField>
        <FormField {...field('vinNumber')} label={t('vehicles.vinNumber')}>
          <Input
            autoComplete="off"
            spellCheck={false}
            disabled={pending}
            {...form.register('vinNumber')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="branchId"
          render={({ field: control }) => (
            <FormField {...field('branchId')} label={t('vehicles.branch')}>
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                disabled={pending}
                placeholder={t('vehicles.chooseBranch')}
              >
                {vehicle && !branches.data?.some((branch) => branch.id === vehicle.branchId) && (
                  <SelectItem value={String(vehicle.branchId)}>{vehicle.branch.name}</SelectItem>
                )}
                {branches.data?.map((branch) => (
                  <SelectItem key={branch.id} value={String(branch.id)}>
                    {branchOptionLabel(branch, user?.role === 'superadmin')}
                  </SelectItem>
                ))}
              </SelectField>
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field: control }) => (
            <FormField
              {...field('status')}
              label={t('vehicles.status')}
              hint={vehicle ? t('vehicles.statusEditHint') : undefined}
            >
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                disabled={pending || vehicle !== null}
              >
                {statuses.map((status) => (
                  <SelectItem key={status} value={status}>
                    {t(`statuses.vehicle.${status}`)}
                  </SelectItem>
                ))}
              </SelectField>
            </FormField>
          )}
        />
        <FormField {...field('lastServiceDate')} label={t('vehicles.lastServiceDate')}>
          <Input type="date" disabled={pending} {...form.register('lastServiceDate')} />
        </FormField>
        <FormField {...field('nextServiceDate')} label={t('vehicles.nextService')}>
          <Input type="date" disabled={pending} {...form.register('nextServiceDate')} />
        </FormField>
        <FormField {...field('nextRegistration')} label={t('vehicles.nextRegistration')}>
          <Input type="date" disabled={pending} {...form.register('nextRegistration')} />
        </FormField>
        <FormField {...field('nextTechnicalCheckup')} label={t('vehicles.nextTechnicalCheckup')}>
          <Input type="date" disabled={pending} {...form.register('nextTechnicalCheckup')} />
        </FormField>
        <Controller
          control={form.control}
          name="tireType"
          render={({ field: control }) => (
            <FormField {...field('tireType')} label={t('vehicles.tireType')}>
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                disabled={pending}
              >
                <SelectItem value={NO_TIRE_TYPE}>{t('vehicles.noTireType')}</SelectItem>
                {TIRE_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {t(`vehicles.tireTypes.${type}`)}
                  </SelectItem>
                ))}
              </SelectField>
            </FormField>
          )}
        />
        <FormField {...field('tireYear')} label={t('vehicles.tireYear')}>
          <Input
            type="number"
            inputMode="numeric"
            min={TIRE_YEAR_MIN}
            max={thisYear}
            step={1}
            disabled={pending}
            {...form.register('tireYear')}
          />
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending
            ? t('vehicles.saving')
            : vehicle
              ? t('vehicles.saveChanges')
              : t('vehicles.create')}
        </Button>
      </DialogFooter>
    </form>
  );
};
