import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  catalogueDescription,
  toolSchema,
  type CatalogueTool,
  type ToolStatus,
} from '@toolyard/shared';
import { useSession } from '@/app/session-context';
import { branchesQuery, branchOptionLabel } from '@/features/branches/api';
import { sitesQuery } from '@/features/sites/api';
import { Badge } from '@/components/ui/badge';
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
import { useCreateTool, useUpdateTool, type Tool } from './api';
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
  'branchId',
  'siteId',
] as const;

const NO_SITE = 'none';
// A new tool is handed to a worker afterwards, through "assign to worker" (the server refuses
// pending_confirmation on create).
const CREATE_STATUSES: readonly ToolStatus[] = ['available', 'checked_out', 'maintenance'];

type ToolFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tool to edit; null adds a new one (with the catalogue). */
  tool: Tool | null;
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/** Spec 2 and 5 "Tool form"; the catalogue only when creating. */
export const ToolFormDialog = ({
  open,
  onOpenChange,
  tool,
  returnFocusFallback,
}: ToolFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-3xl"
        returnFocusFallback={returnFocusFallback}
        // Escape in the catalogue search closes its suggestions, not the whole dialog.
        onEscapeKeyDown={(event) => {
          if (isOpenCombobox(event.target)) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{tool ? t('tools.editTitle') : t('tools.addTitle')}</DialogTitle>
          <DialogDescription>
            {tool ? t('tools.editDescription', { name: tool.name }) : t('tools.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <ToolForm key={tool?.id ?? 'new'} tool={tool} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
};

const ToolForm = ({ tool, onDone }: { tool: Tool | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { user } = useSession();
  const branches = useQuery(branchesQuery());
  const sites = useQuery(sitesQuery());
  const create = useCreateTool();
  const update = useUpdateTool();
  const pending = create.isPending || update.isPending;
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
      branchId: tool ? String(tool.branchId) : '',
      siteId: tool?.siteId ? String(tool.siteId) : NO_SITE,
    },
  });
  const { errors } = form.formState;
  const branchId = form.watch('branchId');
  const name = form.watch('name');
  // Spec 5: site choices are the chosen branch's.
  const branchSites = (sites.data ?? []).filter((site) => String(site.branchId) === branchId);
  const fromCatalog = chosen !== null && name === chosen.name;

  const chooseFromCatalogue = (item: CatalogueTool) => {
    setChosen(item);
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('name', item.name, options);
    form.setValue('description', catalogueDescription(item), options);
  };

  const onFailure = (key: 'tools.createFailed' | 'tools.updateFailed') => (error: unknown) =>
    applyServerFieldErrors(form.setError, toastFailure(t, key, error), FIELDS);

  const onSubmit = form.handleSubmit((values) => {
    const fields = {
      name: values.name,
      description: values.description,
      serialNumber: values.serialNumber,
      purchaseDate: values.purchaseDate,
      lastMaintenanceDate: values.lastMaintenanceDate,
      nextMaintenanceDate: values.nextMaintenanceDate,
      branchId: values.branchId,
      siteId: values.siteId,
    };
    if (!tool) {
      create.mutate(
        { ...fields, status: values.status },
        {
          onSuccess: () => {
            toastSuccess(t, 'tools.created');
            onDone();
          },
          onError: onFailure('tools.createFailed'),
        },
      );
      return;
    }
    // The status is not sent: moves go through the row menu and POST /status (spec 4).
    update.mutate(
      { id: tool.id, body: fields },
      {
        onSuccess: () => {
          toastSuccess(t, 'tools.updated');
          onDone();
        },
        onError: onFailure('tools.updateFailed'),
      },
    );
  });

  const field = (fieldName: (typeof FIELDS)[number]) => ({
    id: `${idPrefix}-${fieldName}`,
    error: fieldErrorText(t, errors[fieldName]),
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
        <Controller
          control={form.control}
          name="branchId"
          render={({ field: control }) => (
            <FormField {...field('branchId')} label={t('tools.branch')}>
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={(value) => {
                  control.onChange(value);
                  // Spec 5: changing the branch clears the site.
                  form.setValue('siteId', NO_SITE);
                }}
                onBlur={control.onBlur}
                disabled={pending}
                placeholder={t('tools.chooseBranch')}
              >
                {tool && !branches.data?.some((branch) => branch.id === tool.branchId) && (
                  <SelectItem value={String(tool.branchId)}>{tool.branch.name}</SelectItem>
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
        <Controller
          control={form.control}
          name="siteId"
          render={({ field: control }) => (
            <FormField
              {...field('siteId')}
              label={t('tools.site')}
              hint={branchId ? undefined : t('tools.siteDisabledHint')}
            >
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                // Spec 5: disabled until a branch is chosen.
                disabled={pending || !branchId}
              >
                <SelectItem value={NO_SITE}>{t('tools.noSite')}</SelectItem>
                {tool?.site &&
                  String(tool.branchId) === branchId &&
                  !branchSites.some((site) => site.id === tool.site?.id) && (
                    <SelectItem value={String(tool.site.id)}>{tool.site.name}</SelectItem>
                  )}
                {branchSites.map((site) => (
                  <SelectItem key={site.id} value={String(site.id)}>
                    {site.name}
                  </SelectItem>
                ))}
              </SelectField>
            </FormField>
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="status"
          render={({ field: control }) => (
            <FormField
              {...field('status')}
              label={t('tools.status')}
              hint={tool ? t('tools.statusEditHint') : undefined}
            >
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                disabled={pending || tool !== null}
              >
                {statuses.map((status) => (
                  <SelectItem key={status} value={status}>
                    {t(`statuses.tool.${status}`)}
                  </SelectItem>
                ))}
              </SelectField>
            </FormField>
          )}
        />
        <FormField {...field('purchaseDate')} label={t('tools.purchaseDate')}>
          <Input type="date" disabled={pending} {...form.register('purchaseDate')} />
        </FormField>
        <FormField {...field('lastMaintenanceDate')} label={t('tools.lastMaintenanceDate')}>
          <Input type="date" disabled={pending} {...form.register('lastMaintenanceDate')} />
        </FormField>
        <FormField {...field('nextMaintenanceDate')} label={t('tools.nextMaintenanceDate')}>
          <Input type="date" disabled={pending} {...form.register('nextMaintenanceDate')} />
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('tools.saving') : tool ? t('tools.saveChanges') : t('tools.create')}
        </Button>
      </DialogFooter>
    </form>
  );
};
