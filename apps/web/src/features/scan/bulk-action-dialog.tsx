import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bulkActionSchema, type BulkAction, type BulkItemResult } from '@toolyard/shared';
import { WorkerSelect } from '@/features/organizations';
import { sitesQuery } from '@/features/sites';
import { parkingPlacesQuery, storageUnitsQuery } from '@/features/storage';
import { ControlledSelect } from '@/components/ui/controlled-select';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { SelectItem } from '@/components/ui/select';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toastFailure } from '@/lib/mutation-feedback';
import { useFieldProps } from '@/lib/use-field-props';
import { zodResolver } from '@/lib/zod-resolver';
import { useBulkAction } from './bulk-api';
import { bulkBodyOf, formDefaultsOf, NONE, type BulkFormValues } from './bulk-body';
import type { ScanItem, ScanPlace, Targets } from './session-list';

type BulkOutput = ReturnType<typeof bulkActionSchema.parse>;

const FIELDS = ['assignedUserId', 'siteId', 'storageUnitId', 'parkingLocationId'] as const;

type BulkActionDialogProps = {
  /** The action chosen; null keeps the dialog closed. */
  action: BulkAction | null;
  items: readonly ScanItem[];
  targets: Targets;
  onClose: () => void;
  onResults: (results: readonly BulkItemResult[]) => void;
};

/**
 * One action on every collected item: the worker and site of a hand-out, the unit and
 * parking place of a return (as read, changeable), nothing more for maintenance; then
 * POST /api/bulk-actions and the answer per item goes back to the list.
 */
export const BulkActionDialog = ({
  action,
  items,
  targets,
  onClose,
  onResults,
}: BulkActionDialogProps) => {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      open={action !== null}
      onOpenChange={(next) => !next && onClose()}
      className="max-w-md"
      title={action ? t(`scanSession.actions.${action}`) : ''}
      description={t('scanSession.dialog.description', { count: items.length })}
    >
      {action && (
        <ActionForm
          key={action}
          action={action}
          items={items}
          targets={targets}
          onDone={onClose}
          onResults={onResults}
        />
      )}
    </RecordFormDialog>
  );
};

type ActionFormProps = Omit<BulkActionDialogProps, 'action' | 'onClose'> & {
  action: BulkAction;
  onDone: () => void;
};

const ActionForm = ({ action, items, targets, onDone, onResults }: ActionFormProps) => {
  const { t } = useTranslation();
  const send = useBulkAction();
  // The shared schema decides what is missing, on the body the form would send.
  const resolver = useMemo(
    () =>
      zodResolver<BulkFormValues, BulkOutput>({
        safeParse: (values: unknown) =>
          bulkActionSchema.safeParse(bulkBodyOf(action, items, values as BulkFormValues)),
      }),
    [action, items],
  );
  const form = useForm<BulkFormValues, unknown, BulkOutput>({
    resolver,
    defaultValues: formDefaultsOf(targets),
  });
  const field = useFieldProps(form.formState.errors);
  const pending = send.isPending;
  const handsOver = action === 'assign' || action === 'check_out';
  const hasTools = items.some((item) => item.kind === 'tool');
  const hasVehicles = items.some((item) => item.kind === 'vehicle');
  // A superadmin's list is of one organization's items: its workers are the choices.
  const organizationId = items[0]?.organizationId;

  const onSubmit = form.handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: (answer) => {
        onResults(answer.results);
        onDone();
      },
      onError: (error) =>
        applyServerFieldErrors(
          form.setError,
          toastFailure(t, 'scanSession.actionFailed', error),
          FIELDS,
        ),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {handsOver && organizationId !== undefined && (
        <WorkerSelect
          {...field('assignedUserId')}
          control={form.control}
          name="assignedUserId"
          organizationId={organizationId}
          namespace="tools"
          disabled={pending}
        />
      )}
      {handsOver && hasTools && (
        <SiteField form={form} field={field} disabled={pending} current={targets.site} />
      )}
      {action === 'return' && hasTools && (
        <StorageUnitField
          form={form}
          field={field}
          disabled={pending}
          current={targets.storageUnit}
        />
      )}
      {action === 'return' && hasVehicles && (
        <ParkingField form={form} field={field} disabled={pending} current={targets.parkingPlace} />
      )}
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('scanSession.dialog.sending')}
        submitLabel={t('scanSession.dialog.submit', { count: items.length })}
      />
    </form>
  );
};

type FieldProps = {
  form: ReturnType<typeof useForm<BulkFormValues, unknown, BulkOutput>>;
  field: ReturnType<typeof useFieldProps<BulkFormValues>>;
  disabled: boolean;
  /** The place read in the session: choosable (and chosen) while the list still loads. */
  current: ScanPlace | undefined;
};

/** The read place as a choice, when the loaded list does not have it (yet). */
const CurrentOption = ({
  current,
  listed,
}: {
  current: ScanPlace | undefined;
  listed: ReadonlyArray<{ id: number }> | undefined;
}) =>
  current && !listed?.some((place) => place.id === current.id) ? (
    <SelectItem value={String(current.id)}>{current.name}</SelectItem>
  ) : null;

/** Where handed-out tools go; a site read in the session is chosen already. */
const SiteField = ({ form, field, disabled, current }: FieldProps) => {
  const { t } = useTranslation();
  const sites = useQuery(sitesQuery());
  return (
    <ControlledSelect
      {...field('siteId')}
      control={form.control}
      name="siteId"
      label={t('scanSession.dialog.site')}
      hint={t('scanSession.dialog.siteHint')}
      disabled={disabled}
    >
      <SelectItem value={NONE}>{t('scanSession.dialog.noSite')}</SelectItem>
      <CurrentOption current={current} listed={sites.data} />
      {(sites.data ?? []).map((site) => (
        <SelectItem key={site.id} value={String(site.id)}>
          {site.name}
        </SelectItem>
      ))}
    </ControlledSelect>
  );
};

const StorageUnitField = ({ form, field, disabled, current }: FieldProps) => {
  const { t } = useTranslation();
  const units = useQuery(storageUnitsQuery());
  return (
    <ControlledSelect
      {...field('storageUnitId')}
      control={form.control}
      name="storageUnitId"
      label={t('scanSession.dialog.storageUnit')}
      placeholder={t('scanSession.dialog.chooseStorageUnit')}
      aria-required
      disabled={disabled}
    >
      <CurrentOption current={current} listed={units.data} />
      {(units.data ?? []).map((unit) => (
        <SelectItem key={unit.id} value={String(unit.id)}>
          {t('scanSession.dialog.placeOption', { name: unit.name, branch: unit.branch.name })}
        </SelectItem>
      ))}
    </ControlledSelect>
  );
};

const ParkingField = ({ form, field, disabled, current }: FieldProps) => {
  const { t } = useTranslation();
  const places = useQuery(parkingPlacesQuery());
  return (
    <ControlledSelect
      {...field('parkingLocationId')}
      control={form.control}
      name="parkingLocationId"
      label={t('scanSession.dialog.parkingPlace')}
      disabled={disabled}
    >
      <SelectItem value={NONE}>{t('scanSession.dialog.noParkingPlace')}</SelectItem>
      <CurrentOption current={current} listed={places.data} />
      {(places.data ?? []).map((place) => (
        <SelectItem key={place.id} value={String(place.id)}>
          {t('scanSession.dialog.placeOption', { name: place.name, branch: place.branchName })}
        </SelectItem>
      ))}
    </ControlledSelect>
  );
};
