import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  vehicleReturnSchema,
  type ReturnPlace,
  type Vehicle,
  type VehicleReturnInput,
} from '@toolyard/shared';
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
import { Textarea } from '@/components/ui/textarea';
import { DamageFields, useDamageOnReturn } from '@/features/damage';
import { toastDelivered, useOnline } from '@/features/offline';
import { applyServerFieldErrors, fieldErrorText, SERVER_ERROR_TYPE } from '@/lib/form-errors';
import { zodResolver } from '@/lib/zod-resolver';
import { useServerAsks } from '@/lib/use-server-asks';
import { RefusalNotice } from '@/components/ui/refusal-notice';
import { ODOMETER_ASKS, OdometerAssuranceFields } from '@/components/ui/odometer-assurance-fields';
import { useReturnVehicle, vehicleTitle } from './api';
import { showWorkerFailure } from './worker-feedback';
import { returnPlacesFor } from './return-places';

/** The parking select's "no specific location"; the schema turns it into null. */
const NO_LOCATION = 'none';

type VehicleReturnValues = {
  parkingLocationId: string;
  notes: string;
  /** Blank inputs become undefined (setValueAs), so they are left out rather than sent as 0. */
  odometerReading: string | undefined;
  fuelLevel: string | undefined;
  odometerCorrection: boolean;
  odometerConfirmed: boolean;
};

type VehicleReturnOutput = {
  parkingLocationId: number | null;
  notes?: string;
  odometerReading?: number;
  fuelLevel?: number;
  odometerCorrection?: boolean;
  odometerConfirmed?: boolean;
};

const FIELDS = [
  'parkingLocationId',
  'notes',
  'odometerReading',
  'fuelLevel',
  ...ODOMETER_ASKS,
] as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

type VehicleReturnDialogProps = {
  vehicle: Vehicle | null;
  parkingPlaces: readonly ReturnPlace[];
  onClose: () => void;
  returnFocusFallback: () => HTMLElement | null | undefined;
};

/** Back to a parking place or none; notes, odometer and fuel are optional. */
export const VehicleReturnDialog = ({
  vehicle,
  parkingPlaces,
  onClose,
  returnFocusFallback,
}: VehicleReturnDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={vehicle !== null} onOpenChange={(open) => !open && onClose()}>
      {vehicle && (
        <DialogContent closeLabel={t('common.close')} returnFocusFallback={returnFocusFallback}>
          <DialogHeader>
            <DialogTitle>{t('worker.returnVehicle.title')}</DialogTitle>
            <DialogDescription>
              {t('worker.returnVehicle.description', {
                name: vehicleTitle(vehicle),
                plate: vehicle.licensePlate,
              })}
            </DialogDescription>
          </DialogHeader>
          <VehicleReturnForm
            key={vehicle.id}
            vehicle={vehicle}
            parkingPlaces={returnPlacesFor(parkingPlaces, vehicle.branchId)}
            onDone={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
};

const VehicleReturnForm = ({
  vehicle,
  parkingPlaces,
  onDone,
}: {
  vehicle: Vehicle;
  parkingPlaces: readonly ReturnPlace[];
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const returnVehicle = useReturnVehicle();
  const damage = useDamageOnReturn('vehicle', vehicle.id);
  const online = useOnline();
  const form = useForm<VehicleReturnValues, unknown, VehicleReturnOutput>({
    resolver: zodResolver<VehicleReturnValues, VehicleReturnOutput>(vehicleReturnSchema),
    defaultValues: {
      parkingLocationId: NO_LOCATION,
      notes: '',
      odometerReading: undefined,
      fuelLevel: undefined,
      odometerCorrection: false,
      odometerConfirmed: false,
    },
  });
  const asks = useServerAsks(ODOMETER_ASKS);
  const { errors } = form.formState;
  const pending = returnVehicle.isPending || damage.uploading;

  const onSubmit = form.handleSubmit(async (values) => {
    // Damage first (decision 0045): a report with photos is sent now, the return names it.
    const reported = await damage.prepare(online);
    if (!reported) return;
    const body: VehicleReturnInput = { parkingLocationId: values.parkingLocationId ?? null };
    if (values.notes) body.notes = values.notes;
    if (values.odometerReading !== undefined) body.odometerReading = values.odometerReading;
    if (values.fuelLevel !== undefined) body.fuelLevel = values.fuelLevel;
    if (values.odometerCorrection) body.odometerCorrection = true;
    if (values.odometerConfirmed) body.odometerConfirmed = true;
    Object.assign(body, reported);
    returnVehicle.mutate(
      { vehicle, body },
      {
        onSuccess: (delivery) => {
          toastDelivered(t, delivery, 'worker.returnVehicle.success');
          onDone();
        },
        onError: (error) => {
          asks.note(error);
          const fieldErrors = showWorkerFailure(t, 'returnVehicle', error);
          applyServerFieldErrors(form.setError, fieldErrors, FIELDS);
        },
      },
    );
  });

  // The schema's own messages for these two are generic zod texts for some inputs (a fraction,
  // a letter); the field's rule, in the UI language, says it better.
  const odometerError = errors.odometerReading
    ? errors.odometerReading.type === SERVER_ERROR_TYPE
      ? errors.odometerReading.message
      : t('validation.odometerRequired')
    : undefined;
  const fuelError = errors.fuelLevel
    ? errors.fuelLevel.type === SERVER_ERROR_TYPE
      ? errors.fuelLevel.message
      : t('validation.fuelLevel')
    : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Controller
        control={form.control}
        name="parkingLocationId"
        render={({ field, fieldState }) => (
          <FormField
            id={`${id}-parking`}
            label={t('worker.returnVehicle.parkingLocation')}
            error={fieldErrorText(t, fieldState.error)}
          >
            <SelectField
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              disabled={pending}
            >
              <SelectItem value={NO_LOCATION}>{t('worker.returnVehicle.noLocation')}</SelectItem>
              {parkingPlaces.map((place) => (
                <SelectItem key={place.id} value={String(place.id)}>
                  {t('worker.placeOption', { name: place.name, branch: place.branchName })}
                </SelectItem>
              ))}
            </SelectField>
          </FormField>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-odometer`}
          label={t('worker.returnVehicle.odometer')}
          error={odometerError}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            disabled={pending}
            {...form.register('odometerReading', { setValueAs: blankToUndefined })}
          />
        </FormField>
        <FormField id={`${id}-fuel`} label={t('worker.returnVehicle.fuelLevel')} error={fuelError}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            disabled={pending}
            {...form.register('fuelLevel', { setValueAs: blankToUndefined })}
          />
        </FormField>
      </div>
      <RefusalNotice message={asks.message} />
      <OdometerAssuranceFields
        asked={asks.asked}
        errors={errors}
        register={form.register}
        disabled={pending}
      />
      <FormField
        id={`${id}-notes`}
        label={t('worker.returnVehicle.notes')}
        error={fieldErrorText(t, errors.notes)}
      >
        <Textarea rows={3} disabled={pending} {...form.register('notes')} />
      </FormField>
      <DamageFields damage={damage} online={online} disabled={pending} />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('worker.returning') : t('worker.returnVehicle.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
};
