import { useId, useMemo, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fullName, vehicleLabel, vehicleStatusChangeSchema } from '@toolyard/shared';
import { organizationWorkersQuery } from '@/features/organizations/api';
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
import { requireFields, zodResolver } from '@/lib/zod-resolver';
import { useChangeVehicleStatus, type Vehicle } from './api';
import { parseOdometer } from './odometer';
import type { VehicleMove } from './vehicle-moves';

type MoveFormValues = {
  status: Vehicle['status'];
  odometerReading: string;
  assignedUserId: string;
};
type MoveFormOutput = ReturnType<typeof vehicleStatusChangeSchema.parse>;

const FIELDS = ['odometerReading', 'assignedUserId'] as const;

/** The shared schema, fed the reading as the prompt reads it ("84,512" is 84512 km). */
const withParsedOdometer = <T,>(schema: { safeParse: (data: unknown) => T }) => ({
  safeParse: (data: unknown) => {
    const values = data as MoveFormValues;
    const answer = parseOdometer(values.odometerReading ?? '');
    return schema.safeParse({
      ...values,
      odometerReading: answer.kind === 'reading' ? answer.km : 'invalid',
    });
  },
});

type VehicleStatusDialogProps = {
  /** The vehicle to move; null keeps the dialog closed. */
  vehicle: Vehicle | null;
  move: VehicleMove | null;
  onClose: () => void;
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/**
 * Every vehicle move first asks for the odometer reading (spec 4); left empty, the move is
 * cancelled. Assigning to a worker also needs the worker. Then POST /api/vehicles/{id}/status.
 */
export const VehicleStatusDialog = ({
  vehicle,
  move,
  onClose,
  returnFocusFallback,
}: VehicleStatusDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={vehicle !== null && move !== null} onOpenChange={(next) => !next && onClose()}>
      {vehicle && move && (
        <DialogContent
          closeLabel={t('common.close')}
          className="max-w-md"
          returnFocusFallback={returnFocusFallback}
        >
          <DialogHeader>
            <DialogTitle>{t(move.labelKey)}</DialogTitle>
            <DialogDescription>
              {t('vehicles.move.description', {
                name: vehicleLabel(vehicle),
                status: t(`statuses.vehicle.${move.to}`),
              })}
            </DialogDescription>
          </DialogHeader>
          <MoveForm
            key={`${vehicle.id}-${move.to}`}
            vehicle={vehicle}
            move={move}
            onDone={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
};

const MoveForm = ({
  vehicle,
  move,
  onDone,
}: {
  vehicle: Vehicle;
  move: VehicleMove;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const workers = useQuery({
    ...organizationWorkersQuery(vehicle.organizationId),
    enabled: move.needsWorker,
  });
  const change = useChangeVehicleStatus();
  const resolver = useMemo(
    () =>
      zodResolver<MoveFormValues, MoveFormOutput>(
        withParsedOdometer(
          move.needsWorker
            ? requireFields(vehicleStatusChangeSchema, {
                assignedUserId: 'validation.workerRequired',
              })
            : vehicleStatusChangeSchema,
        ),
      ),
    [move.needsWorker],
  );
  const form = useForm<MoveFormValues, unknown, MoveFormOutput>({
    resolver,
    defaultValues: { status: move.to, odometerReading: '', assignedUserId: '' },
  });
  const { errors } = form.formState;
  const pending = change.isPending;

  const save = form.handleSubmit((values) =>
    change.mutate(
      {
        id: vehicle.id,
        body: {
          status: values.status,
          odometerReading: values.odometerReading,
          ...(move.needsWorker ? { assignedUserId: values.assignedUserId } : {}),
        },
      },
      {
        onSuccess: () => {
          toastSuccess(t, 'vehicles.updated');
          onDone();
        },
        onError: (error) =>
          applyServerFieldErrors(
            form.setError,
            toastFailure(t, 'vehicles.statusFailed', error),
            FIELDS,
          ),
      },
    ),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Spec 4: an empty odometer reading cancels the move.
    if (parseOdometer(form.getValues('odometerReading')).kind === 'cancel') {
      event.preventDefault();
      onDone();
      return;
    }
    void save(event);
  };

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    error: fieldErrorText(t, errors[name]),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        {...field('odometerReading')}
        label={t('vehicles.move.odometer')}
        hint={t('vehicles.move.odometerHint')}
      >
        <Input
          // Text, not number: "84,512" must reach the parser rather than become empty.
          type="text"
          inputMode="numeric"
          autoComplete="off"
          disabled={pending}
          {...form.register('odometerReading')}
        />
      </FormField>
      {move.needsWorker && (
        <Controller
          control={form.control}
          name="assignedUserId"
          render={({ field: control }) => (
            <FormField
              {...field('assignedUserId')}
              label={t('vehicles.move.worker')}
              hint={
                workers.isError
                  ? t('vehicles.move.workersLoadFailed')
                  : workers.data?.length === 0
                    ? t('vehicles.move.noWorkers')
                    : undefined
              }
            >
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                disabled={pending}
                placeholder={t('vehicles.move.chooseWorker')}
              >
                {workers.data?.map((worker) => (
                  <SelectItem key={worker.id} value={String(worker.id)}>
                    {fullName(worker) || worker.username}
                  </SelectItem>
                ))}
              </SelectField>
            </FormField>
          )}
        />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('vehicles.move.saving') : t('vehicles.move.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
};
