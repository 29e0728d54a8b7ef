import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { storageUnitSchema } from '@toolyard/shared';
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
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
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

type StorageUnitFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The unit to edit; null adds a new one. */
  unit: StorageUnit | null;
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/** Spec 5 "Storage form": name, branch, location required; capacity a whole number ≥ 1 or empty. */
export const StorageUnitFormDialog = ({
  open,
  onOpenChange,
  unit,
  returnFocusFallback,
}: StorageUnitFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-xl"
        returnFocusFallback={returnFocusFallback}
      >
        <DialogHeader>
          <DialogTitle>{unit ? t('storage.editTitle') : t('storage.addTitle')}</DialogTitle>
          <DialogDescription>
            {unit ? t('storage.editDescription', { name: unit.name }) : t('storage.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <StorageUnitForm key={unit?.id ?? 'new'} unit={unit} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
};

const StorageUnitForm = ({ unit, onDone }: { unit: StorageUnit | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { user } = useSession();
  const branches = useQuery(branchesQuery());
  const create = useCreateStorageUnit();
  const update = useUpdateStorageUnit();
  const pending = create.isPending || update.isPending;
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
  const { errors } = form.formState;

  const onFailure = (key: 'storage.createFailed' | 'storage.updateFailed') => (error: unknown) =>
    applyServerFieldErrors(form.setError, toastFailure(t, key, error), FIELDS);

  const onSubmit = form.handleSubmit((body) => {
    if (!unit) {
      create.mutate(body, {
        onSuccess: () => {
          toastSuccess(t, 'storage.created');
          onDone();
        },
        onError: onFailure('storage.createFailed'),
      });
      return;
    }
    update.mutate(
      { id: unit.id, body },
      {
        onSuccess: () => {
          toastSuccess(t, 'storage.updated');
          onDone();
        },
        onError: onFailure('storage.updateFailed'),
      },
    );
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    error: fieldErrorText(t, errors[name]),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('name')} label={t('storage.name')}>
          <Input autoComplete="off" disabled={pending} {...form.register('name')} />
        </FormField>
        <FormField {...field('location')} label={t('storage.location')}>
          <Input autoComplete="off" disabled={pending} {...form.register('location')} />
        </FormField>
        <Controller
          control={form.control}
          name="branchId"
          render={({ field: control }) => (
            <FormField {...field('branchId')} label={t('storage.branch')}>
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                disabled={pending}
                placeholder={t('storage.chooseBranch')}
              >
                {unit && !branches.data?.some((branch) => branch.id === unit.branchId) && (
                  <SelectItem value={String(unit.branchId)}>{unit.branch.name}</SelectItem>
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
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('storage.saving') : unit ? t('storage.saveChanges') : t('storage.create')}
        </Button>
      </DialogFooter>
    </form>
  );
};
