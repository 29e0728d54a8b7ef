import { useMemo, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { vehicleStatusChangeSchema } from '@toolyard/shared';
import { HandOutOverrideField } from '@/features/due';
import { WorkerSelect } from '@/features/organizations';
import { RefusalNotice } from '@/components/ui/refusal-notice';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useFieldProps } from '@/lib/use-field-props';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useServerAsks } from '@/lib/use-server-asks';
import { requireFields, zodResolver } from '@/lib/zod-resolver';
import { useChangeVehicleStatus, type Vehicle } from './api';
import { parseOdometer } from './odometer';
import { ODOMETER_ASKS, OdometerAssuranceFields } from '@/components/ui/odometer-assurance-fields';
import type { VehicleMove } from './vehicle-moves';

type MoveFormValues = {
  status: Vehicle['status'];
  odometerReading: string;
  assignedUserId: string;
  odometerCorrection: boolean;
  odometerConfirmed: boolean;
  handOutOverride: string;
};
type MoveFormOutput = ReturnType<typeof vehicleStatusChangeSchema.parse>;

const FIELDS = [
  'odometerReading',
  'assignedUserId',
  'odometerCorrection',
  'odometerConfirmed',
  'handOutOverride',
] as const;
const ASKS = [...ODOMETER_ASKS, 'handOutOverride'] as const;

/** The shared schema, fed the reading as the prompt reads it ("84,512" is 84512 km). */
const withParsedOdometer = <T,>(schema: { safeParse: (data: unknown) => T }) => ({
  safeParse: (data: unknown) => {
    const values = data as MoveFormValues;
    const answer = parseOdometer(values.odometerReading ?? '');
    const reading = answer.kind === 'reading' ? answer.km : undefined;
    return schema.safeParse({
      ...values,
      odometerReading: answer.kind === 'invalid' ? 'invalid' : reading,
    });
  },
});

/**
 * Moves out of the yard and back first ask for the odometer reading; left empty, the
 * move is cancelled. Service moves take it if given. Assigning to a worker also needs the
 * worker. Then POST /api/vehicles/{id}/status.
 */
export const VehicleMoveForm = ({
  item: vehicle,
  move,
  onDone,
}: {
  item: Vehicle;
  move: VehicleMove;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
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
    defaultValues: {
      status: move.to,
      odometerReading: '',
      assignedUserId: '',
      odometerCorrection: false,
      odometerConfirmed: false,
      handOutOverride: '',
    },
  });
  const field = useFieldProps(form.formState.errors);
  const feedback = useSaveFeedback(form.setError, FIELDS, onDone);
  const asks = useServerAsks(ASKS);
  const pending = change.isPending;
  const saved = feedback('vehicles.updated', 'vehicles.statusFailed');

  const save = form.handleSubmit((values) =>
    change.mutate(
      {
        id: vehicle.id,
        body: {
          status: values.status,
          ...(values.odometerReading === undefined
            ? {}
            : { odometerReading: values.odometerReading }),
          ...(move.needsWorker ? { assignedUserId: values.assignedUserId } : {}),
          ...(values.odometerCorrection ? { odometerCorrection: true } : {}),
          ...(values.odometerConfirmed ? { odometerConfirmed: true } : {}),
          ...(values.handOutOverride ? { handOutOverride: values.handOutOverride } : {}),
        },
      },
      {
        ...saved,
        onError: (error) => {
          asks.note(error);
          saved.onError(error);
        },
      },
    ),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // An empty odometer reading cancels a move that asks for it.
    if (move.needsOdometer && parseOdometer(form.getValues('odometerReading')).kind === 'cancel') {
      event.preventDefault();
      onDone();
      return;
    }
    void save(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        {...field('odometerReading')}
        label={t(move.needsOdometer ? 'vehicles.move.odometer' : 'vehicles.move.odometerOptional')}
        {...(move.needsOdometer ? { hint: t('vehicles.move.odometerHint') } : {})}
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
        <WorkerSelect
          {...field('assignedUserId')}
          control={form.control}
          name="assignedUserId"
          organizationId={vehicle.organizationId}
          namespace="vehicles"
          disabled={pending}
        />
      )}
      <RefusalNotice message={asks.message} />
      <OdometerAssuranceFields
        asked={asks.asked}
        errors={form.formState.errors}
        register={form.register}
        disabled={pending}
      />
      {asks.asked('handOutOverride') && (
        <HandOutOverrideField
          {...field('handOutOverride')}
          registration={form.register('handOutOverride')}
          disabled={pending}
        />
      )}
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('vehicles.move.saving')}
        submitLabel={t('vehicles.move.confirm')}
      />
    </form>
  );
};
