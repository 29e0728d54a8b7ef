import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parkingLocationSchema } from '@toolyard/shared';
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
import { useCreateParkingPlace, useUpdateParkingPlace, type ParkingPlace } from './api';

type ParkingFormValues = { name: string; branchId: string };
type ParkingFormOutput = ReturnType<typeof parkingLocationSchema.parse>;

const FIELDS = ['name', 'branchId'] as const;

type ParkingFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The place to edit; null adds a new one. */
  place: ParkingPlace | null;
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/** A parking place: a name and the branch it belongs to. */
export const ParkingFormDialog = ({
  open,
  onOpenChange,
  place,
  returnFocusFallback,
}: ParkingFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-md"
        returnFocusFallback={returnFocusFallback}
      >
        <DialogHeader>
          <DialogTitle>{place ? t('parking.editTitle') : t('parking.addTitle')}</DialogTitle>
          <DialogDescription>
            {place
              ? t('parking.editDescription', { name: place.name })
              : t('parking.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <ParkingForm key={place?.id ?? 'new'} place={place} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
};

const ParkingForm = ({ place, onDone }: { place: ParkingPlace | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { user } = useSession();
  const branches = useQuery(branchesQuery());
  const create = useCreateParkingPlace();
  const update = useUpdateParkingPlace();
  const pending = create.isPending || update.isPending;
  const form = useForm<ParkingFormValues, unknown, ParkingFormOutput>({
    resolver: zodResolver<ParkingFormValues, ParkingFormOutput>(parkingLocationSchema),
    defaultValues: { name: place?.name ?? '', branchId: place ? String(place.branchId) : '' },
  });
  const { errors } = form.formState;

  const onFailure = (key: 'parking.createFailed' | 'parking.updateFailed') => (error: unknown) =>
    applyServerFieldErrors(form.setError, toastFailure(t, key, error), FIELDS);

  const onSubmit = form.handleSubmit((body) => {
    if (!place) {
      create.mutate(body, {
        onSuccess: () => {
          toastSuccess(t, 'parking.created');
          onDone();
        },
        onError: onFailure('parking.createFailed'),
      });
      return;
    }
    update.mutate(
      { id: place.id, body },
      {
        onSuccess: () => {
          toastSuccess(t, 'parking.updated');
          onDone();
        },
        onError: onFailure('parking.updateFailed'),
      },
    );
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    error: fieldErrorText(t, errors[name]),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField {...field('name')} label={t('parking.name')}>
        <Input autoComplete="off" disabled={pending} {...form.register('name')} />
      </FormField>
      <Controller
        control={form.control}
        name="branchId"
        render={({ field: control }) => (
          <FormField {...field('branchId')} label={t('parking.branch')}>
            <SelectField
              ref={control.ref}
              name={control.name}
              value={control.value}
              onValueChange={control.onChange}
              onBlur={control.onBlur}
              disabled={pending}
              placeholder={t('parking.chooseBranch')}
            >
              {place && !branches.data?.some((branch) => branch.id === place.branchId) && (
                <SelectItem value={String(place.branchId)}>{place.branchName}</SelectItem>
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
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('parking.saving') : place ? t('parking.saveChanges') : t('parking.create')}
        </Button>
      </DialogFooter>
    </form>
  );
};
