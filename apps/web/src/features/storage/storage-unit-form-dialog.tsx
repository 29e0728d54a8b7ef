import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { storageUnitSchema } from '@toolyard/shared';
import { BranchSelect } from '@/features/branches';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog, type FormDialogProps } from '@/components/ui/record-form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { useFieldProps } from '@/lib/use-field-props';
import { useSaveRecord } from '@/lib/use-save-record';
import { zodResolver } from '@/lib/zod-resolver';
import { useCreateStorageUnit, useUpdateStorageUnit, type StorageUnit } from './api';

type StorageUnitFormValues = {
  name: string;
  location: string;
  branchId: string;
  capacity: string;
  description: string;
};

type StorageUnitFormOutput = ReturnType<typeof storageUnitSchema.parse>;

const FIELDS = ['name', 'location', 'branchId', 'capacity', 'description'] as const;

type StorageUnitFormDialogProps = FormDialogProps & {
  /** The unit to edit; null adds a new one. */
  unit: StorageUnit | null;
};

/** Storage form: name, branch, location required; capacity a whole number ≥ 1 or empty. */
export const StorageUnitFormDialog = ({ unit, ...dialog }: StorageUnitFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      {...dialog}
      className="max-w-xl"
      title={unit ? t('storage.editTitle') : t('storage.addTitle')}
      description={
        unit ? t('storage.editDescription', { name: unit.name }) : t('storage.addDescription')
      }
    >
      <StorageUnitForm
        key={unit?.id ?? 'new'}
        unit={unit}
        onDone={() => dialog.onOpenChange(false)}
      />
    </RecordFormDialog>
  );
};

const StorageUnitForm = ({ unit, onDone }: { unit: StorageUnit | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const form = useForm<StorageUnitFormValues, unknown, StorageUnitFormOutput>({
    resolver: zodResolver<StorageUnitFormValues, StorageUnitFormOutput>(storageUnitSchema),
    defaultValues: {
      name: unit?.name ?? '',
      location: unit?.location ?? '',
      branchId: unit ? String(unit.branchId) : '',
      capacity: unit?.capacity ? String(unit.capacity) : '',
      description: unit?.description ?? '',
    },
  });
  const field = useFieldProps(form.formState.errors);
  const { save, pending } = useSaveRecord({
    record: unit,
    create: useCreateStorageUnit(),
    update: useUpdateStorageUnit(),
    setError: form.setError,
    fields: FIELDS,
    messages: {
      created: 'storage.created',
      updated: 'storage.updated',
      createFailed: 'storage.createFailed',
      updateFailed: 'storage.updateFailed',
    },
    onDone,
  });

  return (
    <form onSubmit={form.handleSubmit((body) => save(body))} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('name')} label={t('storage.name')}>
          <Input autoComplete="off" disabled={pending} {...form.register('name')} />
        </FormField>
        <FormField {...field('location')} label={t('storage.location')}>
          <Input autoComplete="off" disabled={pending} {...form.register('location')} />
        </FormField>
        <BranchSelect
          {...field('branchId')}
          control={form.control}
          name="branchId"
          label={t('storage.branch')}
          placeholder={t('storage.chooseBranch')}
          disabled={pending}
          current={unit?.branch}
        />
        <FormField
          {...field('capacity')}
          label={t('storage.capacity')}
          hint={t('storage.capacityHint')}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            disabled={pending}
            {...form.register('capacity')}
          />
        </FormField>
      </div>
      <FormField {...field('description')} label={t('storage.description')}>
        <Textarea rows={3} disabled={pending} {...form.register('description')} />
      </FormField>
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('storage.saving')}
        submitLabel={unit ? t('storage.saveChanges') : t('storage.create')}
      />
    </form>
  );
};
