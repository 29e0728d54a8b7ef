import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TIRE_TYPES,
  TIRE_YEAR_MIN,
  vehicleLabel,
  vehicleTireChangeSchemaFor,
  type TireAlertVehicle,
  type TireType,
  type VehicleTireChange,
} from '@toolyard/shared';
import { ControlledSelect } from '@/components/ui/controlled-select';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { SelectItem } from '@/components/ui/select';
import { useFieldProps } from '@/lib/use-field-props';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { requireFields, zodResolver } from '@/lib/zod-resolver';
import { useChangeVehicleTires } from './api';

/** As typed: the vehicle and tyre type as Select values, the year as input text. */
type TireChangeValues = { vehicleId: string; tireType: string; tireYear: string };

const FIELDS = ['vehicleId', 'tireType', 'tireYear'] as const;

type TireChangeDialogProps = {
  /**
   * The vehicles the tyres may be for: the alert's named ones (the admin picks one), or the one
   * vehicle of its page. Null keeps the dialog closed.
   */
  vehicles: readonly TireAlertVehicle[] | null;
  /** The type the form starts with: the season's right tyres. */
  defaultTireType: TireType;
  onClose: () => void;
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/**
 * New tyres on a vehicle — which vehicle (when there is a choice), the type and the
 * year; then POST /api/vehicles/{id}/tires, which logs it. Offered from the tyre alert and on the
 * vehicle's page.
 */
export const TireChangeDialog = ({
  vehicles,
  defaultTireType,
  onClose,
  returnFocusFallback,
}: TireChangeDialogProps) => {
  const { t } = useTranslation();
  const only = vehicles?.length === 1 ? vehicles[0] : undefined;
  return (
    <RecordFormDialog
      open={vehicles !== null && vehicles.length > 0}
      onOpenChange={(next) => !next && onClose()}
      className="max-w-md"
      returnFocusFallback={returnFocusFallback}
      title={t('vehicles.tires.title')}
      description={
        only
          ? t('vehicles.tires.descriptionFor', { name: vehicleLabel(only) })
          : t('vehicles.tires.description')
      }
    >
      {vehicles && vehicles.length > 0 && (
        <TireChangeForm vehicles={vehicles} defaultTireType={defaultTireType} onDone={onClose} />
      )}
    </RecordFormDialog>
  );
};

const TireChangeForm = ({
  vehicles,
  defaultTireType,
  onDone,
}: {
  vehicles: readonly TireAlertVehicle[];
  defaultTireType: TireType;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const change = useChangeVehicleTires();
  const choosing = vehicles.length > 1;
  // The tyre year's rule as of when the dialog opens: 1990 to this year.
  const [now] = useState(() => new Date());
  const [resolver] = useState(() =>
    zodResolver<TireChangeValues, VehicleTireChange>(
      requireFields(vehicleTireChangeSchemaFor(now), {
        vehicleId: 'validation.vehicleRequired',
      }),
    ),
  );
  const form = useForm<TireChangeValues, unknown, VehicleTireChange>({
    resolver,
    defaultValues: {
      vehicleId: choosing ? '' : String(vehicles[0]!.id),
      tireType: defaultTireType,
      tireYear: String(now.getFullYear()),
    },
  });
  const field = useFieldProps(form.formState.errors);
  const feedback = useSaveFeedback(form.setError, FIELDS, onDone);
  const pending = change.isPending;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(
      { id: Number(form.getValues('vehicleId')), body: values },
      feedback('vehicles.tires.changed', 'vehicles.tires.failed'),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {choosing && (
        <ControlledSelect
          {...field('vehicleId')}
          control={form.control}
          name="vehicleId"
          label={t('vehicles.tires.vehicle')}
          placeholder={t('vehicles.tires.chooseVehicle')}
          aria-required
          disabled={pending}
        >
          {vehicles.map((vehicle) => (
            <SelectItem key={vehicle.id} value={String(vehicle.id)}>
              {vehicleLabel(vehicle)}
            </SelectItem>
          ))}
        </ControlledSelect>
      )}
      <ControlledSelect
        {...field('tireType')}
        control={form.control}
        name="tireType"
        label={t('vehicles.tires.tireType')}
        aria-required
        disabled={pending}
      >
        {TIRE_TYPES.map((type) => (
          <SelectItem key={type} value={type}>
            {t(`vehicles.tireTypes.${type}`)}
          </SelectItem>
        ))}
      </ControlledSelect>
      <FormField {...field('tireYear')} label={t('vehicles.tires.tireYear')}>
        <Input
          type="number"
          inputMode="numeric"
          min={TIRE_YEAR_MIN}
          max={now.getFullYear()}
          step={1}
          disabled={pending}
          {...form.register('tireYear')}
        />
      </FormField>
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('vehicles.tires.saving')}
        submitLabel={t('vehicles.tires.save')}
      />
    </form>
  );
};
