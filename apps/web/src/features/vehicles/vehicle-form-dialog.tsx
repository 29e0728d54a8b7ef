import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MAINTENANCE_INTERVAL_DAYS_MAX,
  SERVICE_INTERVAL_KM_MAX,
  TIRE_TYPES,
  TIRE_YEAR_MIN,
  VEHICLE_YEAR_MIN,
  vehicleLabel,
  vehicleSchemaFor,
  type VehicleStatus,
} from '@toolyard/shared';
import { BranchSelect } from '@/features/branches';
import { ControlledSelect } from '@/components/ui/controlled-select';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { IntervalField } from '@/components/ui/interval-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog, type FormDialogProps } from '@/components/ui/record-form-dialog';
import { SelectItem } from '@/components/ui/select';
import { useFieldProps } from '@/lib/use-field-props';
import { useSaveRecord } from '@/lib/use-save-record';
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
  nextServiceKm: string;
  serviceIntervalDays: string;
  serviceIntervalKm: string;
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
  'nextServiceKm',
  'serviceIntervalDays',
  'serviceIntervalKm',
  'nextRegistration',
  'nextTechnicalCheckup',
  'tireType',
  'tireYear',
] as const;

const NO_TIRE_TYPE = 'none';
// The shared schema's bound (validation.kmRange); the input's max only hints at it.
const NEXT_SERVICE_KM_MAX = 10_000_000;
// A new vehicle is handed to a worker afterwards, through "assign to worker".
const CREATE_STATUSES: readonly VehicleStatus[] = ['available', 'in_use', 'service'];

type VehicleFormDialogProps = FormDialogProps & {
  /** The vehicle to edit; null adds a new one. */
  vehicle: Vehicle | null;
};

/** Vehicle form: make, model, year, plate, branch, status required; the rest optional. */
export const VehicleFormDialog = ({ vehicle, ...dialog }: VehicleFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      {...dialog}
      className="max-w-2xl"
      title={vehicle ? t('vehicles.editTitle') : t('vehicles.addTitle')}
      description={
        vehicle
          ? t('vehicles.editDescription', { name: vehicleLabel(vehicle) })
          : t('vehicles.addDescription')
      }
    >
      <VehicleForm
        key={vehicle?.id ?? 'new'}
        vehicle={vehicle}
        onDone={() => dialog.onOpenChange(false)}
      />
    </RecordFormDialog>
  );
};

const VehicleForm = ({ vehicle, onDone }: { vehicle: Vehicle | null; onDone: () => void }) => {
  const { t } = useTranslation();
  // Year 1900 to next year, tire year 1990 to this year, as of when the form opens.
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
      nextServiceKm: vehicle?.nextServiceKm == null ? '' : String(vehicle.nextServiceKm),
      serviceIntervalDays:
        vehicle?.serviceIntervalDays == null ? '' : String(vehicle.serviceIntervalDays),
      serviceIntervalKm:
        vehicle?.serviceIntervalKm == null ? '' : String(vehicle.serviceIntervalKm),
      nextRegistration: vehicle?.nextRegistration ?? '',
      nextTechnicalCheckup: vehicle?.nextTechnicalCheckup ?? '',
      tireType: vehicle?.tireType ?? NO_TIRE_TYPE,
      tireYear: vehicle?.tireYear ? String(vehicle.tireYear) : '',
    },
  });
  const field = useFieldProps(form.formState.errors);
  const { save, pending } = useSaveRecord({
    record: vehicle,
    create: useCreateVehicle(),
    update: useUpdateVehicle(),
    setError: form.setError,
    fields: FIELDS,
    messages: {
      created: 'vehicles.created',
      updated: 'vehicles.updated',
      createFailed: 'vehicles.createFailed',
      updateFailed: 'vehicles.updateFailed',
    },
    onDone,
  });

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
      // null when cleared: the server then forgets the kilometre mark.
      nextServiceKm: values.nextServiceKm,
      serviceIntervalDays: values.serviceIntervalDays,
      serviceIntervalKm: values.serviceIntervalKm,
      nextRegistration: values.nextRegistration,
      nextTechnicalCheckup: values.nextTechnicalCheckup,
      tireType: values.tireType,
      tireYear: values.tireYear,
      branchId: values.branchId,
    };
    // The status only on create: moves need the odometer and go through the row menu.
    save({ ...fields, status: values.status }, fields);
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
        <BranchSelect
          {...field('branchId')}
          control={form.control}
          name="branchId"
          label={t('vehicles.branch')}
          placeholder={t('vehicles.chooseBranch')}
          disabled={pending}
          current={vehicle?.branch}
        />
        <ControlledSelect
          {...field('status')}
          control={form.control}
          name="status"
          label={t('vehicles.status')}
          hint={vehicle ? t('vehicles.statusEditHint') : undefined}
          disabled={pending || vehicle !== null}
        >
          {statuses.map((status) => (
            <SelectItem key={status} value={status}>
              {t(`statuses.vehicle.${status}`)}
            </SelectItem>
          ))}
        </ControlledSelect>
        <FormField {...field('lastServiceDate')} label={t('vehicles.lastServiceDate')}>
          <Input type="date" disabled={pending} {...form.register('lastServiceDate')} />
        </FormField>
        <FormField {...field('nextServiceDate')} label={t('vehicles.nextService')}>
          <Input type="date" disabled={pending} {...form.register('nextServiceDate')} />
        </FormField>
        <FormField {...field('nextServiceKm')} label={t('vehicles.nextServiceKm')}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={NEXT_SERVICE_KM_MAX}
            step={1}
            disabled={pending}
            {...form.register('nextServiceKm')}
          />
        </FormField>
        <IntervalField
          field={field('serviceIntervalDays')}
          label={t('maintenanceRecords.serviceIntervalDays')}
          max={MAINTENANCE_INTERVAL_DAYS_MAX}
          disabled={pending}
          registration={form.register('serviceIntervalDays')}
        />
        <IntervalField
          field={field('serviceIntervalKm')}
          label={t('maintenanceRecords.serviceIntervalKm')}
          max={SERVICE_INTERVAL_KM_MAX}
          disabled={pending}
          registration={form.register('serviceIntervalKm')}
        />
        <FormField {...field('nextRegistration')} label={t('vehicles.nextRegistration')}>
          <Input type="date" disabled={pending} {...form.register('nextRegistration')} />
        </FormField>
        <FormField {...field('nextTechnicalCheckup')} label={t('vehicles.nextTechnicalCheckup')}>
          <Input type="date" disabled={pending} {...form.register('nextTechnicalCheckup')} />
        </FormField>
        <ControlledSelect
          {...field('tireType')}
          control={form.control}
          name="tireType"
          label={t('vehicles.tireType')}
          disabled={pending}
        >
          <SelectItem value={NO_TIRE_TYPE}>{t('vehicles.noTireType')}</SelectItem>
          {TIRE_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {t(`vehicles.tireTypes.${type}`)}
            </SelectItem>
          ))}
        </ControlledSelect>
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
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('vehicles.saving')}
        submitLabel={vehicle ? t('vehicles.saveChanges') : t('vehicles.create')}
      />
    </form>
  );
};
