import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  catalogueDescription,
  MAINTENANCE_INTERVAL_DAYS_MAX,
  toolSchema,
  type CatalogueTool,
  type ToolStatus,
} from '@toolyard/shared';
import { BranchSelect } from '@/features/branches';
import { Badge } from '@/components/ui/badge';
import { ControlledSelect } from '@/components/ui/controlled-select';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { IntervalField } from '@/components/ui/interval-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog, type FormDialogProps } from '@/components/ui/record-form-dialog';
import { SelectItem } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useFieldProps } from '@/lib/use-field-props';
import { useSaveRecord } from '@/lib/use-save-record';
import { zodResolver } from '@/lib/zod-resolver';
import { useCreateTool, useUpdateTool, type Tool } from './api';
import { BranchSiteOptions } from './branch-site-options';
import { CataloguePanel, isOpenCombobox } from './catalogue-panel';

/** As typed: dates as yyyy-MM-dd ('' for none), branch and site as Select values. */
type ToolFormValues = {
  name: string;
  description: string;
  serialNumber: string;
  purchaseDate: string;
  status: ToolStatus;
  lastMaintenanceDate: string;
  nextMaintenanceDate: string;
  maintenanceIntervalDays: string;
  branchId: string;
  siteId: string;
};

type ToolFormOutput = ReturnType<typeof toolSchema.parse>;

const FIELDS = [
  'name',
  'description',
  'serialNumber',
  'purchaseDate',
  'status',
  'lastMaintenanceDate',
  'nextMaintenanceDate',
  'maintenanceIntervalDays',
  'branchId',
  'siteId',
] as const;

const NO_SITE = 'none';
// A new tool is handed to a worker afterwards, through "assign to worker" (the server refuses
// pending_confirmation on create).
const CREATE_STATUSES: readonly ToolStatus[] = ['available', 'checked_out', 'maintenance'];

type ToolFormDialogProps = FormDialogProps & {
  /** The tool to edit; null adds a new one (with the catalogue). */
  tool: Tool | null;
};

/** The tool form; the catalogue only when creating. */
export const ToolFormDialog = ({ tool, ...dialog }: ToolFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      {...dialog}
      className="max-w-3xl"
      title={tool ? t('tools.editTitle') : t('tools.addTitle')}
      description={
        tool ? t('tools.editDescription', { name: tool.name }) : t('tools.addDescription')
      }
      // Escape in the catalogue search closes its suggestions, not the whole dialog.
      onEscapeKeyDown={(event) => {
        if (isOpenCombobox(event.target)) event.preventDefault();
      }}
    >
      <ToolForm key={tool?.id ?? 'new'} tool={tool} onDone={() => dialog.onOpenChange(false)} />
    </RecordFormDialog>
  );
};

const ToolForm = ({ tool, onDone }: { tool: Tool | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<CatalogueTool | null>(null);
  const form = useForm<ToolFormValues, unknown, ToolFormOutput>({
    resolver: zodResolver<ToolFormValues, ToolFormOutput>(toolSchema),
    defaultValues: {
      name: tool?.name ?? '',
      description: tool?.description ?? '',
      serialNumber: tool?.serialNumber ?? '',
      purchaseDate: tool?.purchaseDate ?? '',
      status: tool?.status ?? 'available',
      lastMaintenanceDate: tool?.lastMaintenanceDate ?? '',
      nextMaintenanceDate: tool?.nextMaintenanceDate ?? '',
      maintenanceIntervalDays:
        tool?.maintenanceIntervalDays == null ? '' : String(tool.maintenanceIntervalDays),
      branchId: tool ? String(tool.branchId) : '',
      siteId: tool?.siteId ? String(tool.siteId) : NO_SITE,
    },
  });
  const field = useFieldProps(form.formState.errors);
  const { save, pending } = useSaveRecord({
    record: tool,
    create: useCreateTool(),
    update: useUpdateTool(),
    setError: form.setError,
    fields: FIELDS,
    messages: {
      created: 'tools.created',
      updated: 'tools.updated',
      createFailed: 'tools.createFailed',
      updateFailed: 'tools.updateFailed',
    },
    onDone,
  });
  const branchId = form.watch('branchId');
  const name = form.watch('name');
  const fromCatalog = chosen !== null && name === chosen.name;

  const chooseFromCatalogue = (item: CatalogueTool) => {
    setChosen(item);
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('name', item.name, options);
    form.setValue('description', catalogueDescription(item), options);
  };

  const onSubmit = form.handleSubmit((values) => {
    // Only the form's own fields: condition and notes stay as they are.
    const fields = {
      name: values.name,
      description: values.description,
      serialNumber: values.serialNumber,
      purchaseDate: values.purchaseDate,
      lastMaintenanceDate: values.lastMaintenanceDate,
      nextMaintenanceDate: values.nextMaintenanceDate,
      maintenanceIntervalDays: values.maintenanceIntervalDays,
      branchId: values.branchId,
      siteId: values.siteId,
    };
    // The status only on create: moves go through the row menu and POST /status.
    save({ ...fields, status: values.status }, fields);
  });

  const statuses = tool ? [tool.status] : CREATE_STATUSES;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {!tool && <CataloguePanel onChoose={chooseFromCatalogue} disabled={pending} />}
      {fromCatalog && (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone="sky">{t('tools.fromCatalog')}</Badge>
          <span className="text-muted-foreground">
            {t('catalogue.chosen', { name: chosen.name })}
          </span>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('name')} label={t('tools.name')}>
          <Input autoComplete="off" disabled={pending} {...form.register('name')} />
        </FormField>
        <FormField {...field('serialNumber')} label={t('tools.serialNumber')}>
          <Input
            autoComplete="off"
            spellCheck={false}
            disabled={pending}
            {...form.register('serialNumber')}
          />
        </FormField>
      </div>
      <FormField {...field('description')} label={t('tools.description')}>
        <Textarea rows={4} disabled={pending} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <BranchSelect
          {...field('branchId')}
          control={form.control}
          name="branchId"
          label={t('tools.branch')}
          placeholder={t('tools.chooseBranch')}
          disabled={pending}
          current={tool?.branch}
          // Changing the branch clears the site.
          onChanged={() => form.setValue('siteId', NO_SITE)}
        />
        <ControlledSelect
          {...field('siteId')}
          control={form.control}
          name="siteId"
          label={t('tools.site')}
          hint={branchId ? undefined : t('tools.siteDisabledHint')}
          // Disabled until a branch is chosen.
          disabled={pending || !branchId}
        >
          <SelectItem value={NO_SITE}>{t('tools.noSite')}</SelectItem>
          <BranchSiteOptions
            branchId={branchId ? Number(branchId) : null}
            current={tool && String(tool.branchId) === branchId ? tool.site : null}
          />
        </ControlledSelect>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ControlledSelect
          {...field('status')}
          control={form.control}
          name="status"
          label={t('tools.status')}
          hint={tool ? t('tools.statusEditHint') : undefined}
          disabled={pending || tool !== null}
        >
          {statuses.map((status) => (
            <SelectItem key={status} value={status}>
              {t(`statuses.tool.${status}`)}
            </SelectItem>
          ))}
        </ControlledSelect>
        <FormField {...field('purchaseDate')} label={t('tools.purchaseDate')}>
          <Input type="date" disabled={pending} {...form.register('purchaseDate')} />
        </FormField>
        <FormField {...field('lastMaintenanceDate')} label={t('tools.lastMaintenanceDate')}>
          <Input type="date" disabled={pending} {...form.register('lastMaintenanceDate')} />
        </FormField>
        <FormField {...field('nextMaintenanceDate')} label={t('tools.nextMaintenanceDate')}>
          <Input type="date" disabled={pending} {...form.register('nextMaintenanceDate')} />
        </FormField>
        <IntervalField
          field={field('maintenanceIntervalDays')}
          label={t('maintenanceRecords.intervalDays')}
          max={MAINTENANCE_INTERVAL_DAYS_MAX}
          disabled={pending}
          registration={form.register('maintenanceIntervalDays')}
        />
      </div>
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('tools.saving')}
        submitLabel={tool ? t('tools.saveChanges') : t('tools.create')}
      />
    </form>
  );
};
