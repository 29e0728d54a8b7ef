import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { maintenanceDoneSchema, type MaintenanceDoneInput } from '@toolyard/shared';
import { ODOMETER_ASKS, OdometerAssuranceFields } from '@/components/ui/odometer-assurance-fields';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { RefusalNotice } from '@/components/ui/refusal-notice';
import { Textarea } from '@/components/ui/textarea';
import { localToday } from '@/lib/local-today';
import { useFieldProps } from '@/lib/use-field-props';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useServerAsks } from '@/lib/use-server-asks';
import { zodResolver } from '@/lib/zod-resolver';
import { useRecordMaintenance, type MaintainedKind } from './api';

type MaintenanceValues = {
  performedOn: string;
  odometerReading: string;
  cost: string;
  notes: string;
  odometerCorrection: boolean;
  odometerConfirmed: boolean;
};
type MaintenanceOutput = ReturnType<typeof maintenanceDoneSchema.parse>;

const FIELDS = [
  'performedOn',
  'odometerReading',
  'cost',
  'notes',
  'odometerCorrection',
  'odometerConfirmed',
] as const;

type MaintenanceDialogProps = {
  kind: MaintainedKind;
  item: { id: number; name: string };
  open: boolean;
  onClose: () => void;
};

/**
 * Maintenance (a tool) or a service (a vehicle) done: the day, the cost, notes, and
 * for a vehicle its reading; the next date moves on by the item's interval.
 */
export const MaintenanceDialog = ({ kind, item, open, onClose }: MaintenanceDialogProps) => {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      className="max-w-md"
      title={t(`maintenanceRecords.record.${kind}`)}
      description={t('maintenanceRecords.dialogDescription', { name: item.name })}
    >
      {open && <MaintenanceForm kind={kind} itemId={item.id} onDone={onClose} />}
    </RecordFormDialog>
  );
};

const MaintenanceForm = ({
  kind,
  itemId,
  onDone,
}: {
  kind: MaintainedKind;
  itemId: number;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const record = useRecordMaintenance(kind);
  const form = useForm<MaintenanceValues, unknown, MaintenanceOutput>({
    resolver: zodResolver<MaintenanceValues, MaintenanceOutput>(maintenanceDoneSchema),
    defaultValues: {
      performedOn: localToday(),
      odometerReading: '',
      cost: '',
      notes: '',
      odometerCorrection: false,
      odometerConfirmed: false,
    },
  });
  const field = useFieldProps(form.formState.errors);
  const feedback = useSaveFeedback(form.setError, FIELDS, onDone);
  const asks = useServerAsks(ODOMETER_ASKS);
  const pending = record.isPending;
  const saved = feedback('maintenanceRecords.saved', 'maintenanceRecords.failed');

  const onSubmit = form.handleSubmit((values) => {
    const body: MaintenanceDoneInput = { performedOn: values.performedOn };
    if (values.odometerReading !== null) body.odometerReading = values.odometerReading;
    if (values.cost !== null) body.cost = values.cost;
    if (values.notes) body.notes = values.notes;
    if (values.odometerCorrection) body.odometerCorrection = true;
    if (values.odometerConfirmed) body.odometerConfirmed = true;
    record.mutate(
      { id: itemId, body },
      {
        ...saved,
        onError: (error) => {
          asks.note(error);
          saved.onError(error);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('performedOn')} label={t('maintenanceRecords.performedOn')}>
          <Input type="date" disabled={pending} {...form.register('performedOn')} />
        </FormField>
        <FormField
          {...field('cost')}
          label={t('maintenanceRecords.cost')}
          hint={t('maintenanceRecords.costHint')}
        >
          <Input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={pending}
            {...form.register('cost')}
          />
        </FormField>
      </div>
      {kind === 'vehicle' && (
        <FormField {...field('odometerReading')} label={t('maintenanceRecords.odometer')}>
          <Input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            disabled={pending}
            {...form.register('odometerReading')}
          />
        </FormField>
      )}
      <RefusalNotice message={asks.message} />
      <OdometerAssuranceFields
        asked={asks.asked}
        errors={form.formState.errors}
        register={form.register}
        disabled={pending}
      />
      <FormField {...field('notes')} label={t('maintenanceRecords.notes')}>
        <Textarea rows={3} disabled={pending} {...form.register('notes')} />
      </FormField>
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('maintenanceRecords.saving')}
        submitLabel={t('maintenanceRecords.save')}
      />
    </form>
  );
};
