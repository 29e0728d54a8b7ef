import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parkingLocationSchema } from '@toolyard/shared';
import { BranchSelect } from '@/features/branches';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog, type FormDialogProps } from '@/components/ui/record-form-dialog';
import { useFieldProps } from '@/lib/use-field-props';
import { useSaveRecord } from '@/lib/use-save-record';
import { zodResolver } from '@/lib/zod-resolver';
import { useCreateParkingPlace, useUpdateParkingPlace, type ParkingPlace } from './api';

type ParkingFormValues = { name: string; branchId: string };
type ParkingFormOutput = ReturnType<typeof parkingLocationSchema.parse>;

const FIELDS = ['name', 'branchId'] as const;

type ParkingFormDialogProps = FormDialogProps & {
  /** The place to edit; null adds a new one. */
  place: ParkingPlace | null;
};

/** A parking place: a name and the branch it belongs to. */
export const ParkingFormDialog = ({ place, ...dialog }: ParkingFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      {...dialog}
      className="max-w-md"
      title={place ? t('parking.editTitle') : t('parking.addTitle')}
      description={
        place ? t('parking.editDescription', { name: place.name }) : t('parking.addDescription')
      }
    >
      <ParkingForm
        key={place?.id ?? 'new'}
        place={place}
        onDone={() => dialog.onOpenChange(false)}
      />
    </RecordFormDialog>
  );
};

const ParkingForm = ({ place, onDone }: { place: ParkingPlace | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const form = useForm<ParkingFormValues, unknown, ParkingFormOutput>({
    resolver: zodResolver<ParkingFormValues, ParkingFormOutput>(parkingLocationSchema),
    defaultValues: { name: place?.name ?? '', branchId: place ? String(place.branchId) : '' },
  });
  const field = useFieldProps(form.formState.errors);
  const { save, pending } = useSaveRecord({
    record: place,
    create: useCreateParkingPlace(),
    update: useUpdateParkingPlace(),
    setError: form.setError,
    fields: FIELDS,
    messages: {
      created: 'parking.created',
      updated: 'parking.updated',
      createFailed: 'parking.createFailed',
      updateFailed: 'parking.updateFailed',
    },
    onDone,
  });

  return (
    <form onSubmit={form.handleSubmit((body) => save(body))} noValidate className="grid gap-4">
      <FormField {...field('name')} label={t('parking.name')}>
        <Input autoComplete="off" disabled={pending} {...form.register('name')} />
      </FormField>
      <BranchSelect
        {...field('branchId')}
        control={form.control}
        name="branchId"
        label={t('parking.branch')}
        placeholder={t('parking.chooseBranch')}
        disabled={pending}
        current={place ? { id: place.branchId, name: place.branchName } : undefined}
      />
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('parking.saving')}
        submitLabel={place ? t('parking.saveChanges') : t('parking.create')}
      />
    </form>
  );
};
