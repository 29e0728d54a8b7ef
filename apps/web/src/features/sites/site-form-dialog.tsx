import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { siteSchema } from '@toolyard/shared';
import { BranchSelect } from '@/features/branches';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RecordFormDialog, type FormDialogProps } from '@/components/ui/record-form-dialog';
import { Switch } from '@/components/ui/switch';
import { useFieldProps } from '@/lib/use-field-props';
import { useSaveRecord } from '@/lib/use-save-record';
import { zodResolver } from '@/lib/zod-resolver';
import { useCreateSite, useUpdateSite, type Site } from './api';

type SiteFormValues = {
  name: string;
  address: string;
  branchId: string;
  contactName: string;
  contactPhone: string;
  active: boolean;
};

type SiteFormOutput = ReturnType<typeof siteSchema.parse>;

const FIELDS = ['name', 'address', 'branchId', 'contactName', 'contactPhone', 'active'] as const;

type SiteFormDialogProps = FormDialogProps & {
  /** The site to edit; null adds a new one. */
  site: Site | null;
};

/** Site form: name, branch, address required; contact optional; active toggle. */
export const SiteFormDialog = ({ site, ...dialog }: SiteFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      {...dialog}
      className="max-w-xl"
      title={site ? t('sites.editTitle') : t('sites.addTitle')}
      description={
        site ? t('sites.editDescription', { name: site.name }) : t('sites.addDescription')
      }
    >
      <SiteForm key={site?.id ?? 'new'} site={site} onDone={() => dialog.onOpenChange(false)} />
    </RecordFormDialog>
  );
};

const SiteForm = ({ site, onDone }: { site: Site | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const form = useForm<SiteFormValues, unknown, SiteFormOutput>({
    resolver: zodResolver<SiteFormValues, SiteFormOutput>(siteSchema),
    defaultValues: {
      name: site?.name ?? '',
      address: site?.address ?? '',
      branchId: site ? String(site.branchId) : '',
      contactName: site?.contactName ?? '',
      contactPhone: site?.contactPhone ?? '',
      active: site?.active ?? true,
    },
  });
  const field = useFieldProps(form.formState.errors);
  const { save, pending } = useSaveRecord({
    record: site,
    create: useCreateSite(),
    update: useUpdateSite(),
    setError: form.setError,
    fields: FIELDS,
    messages: {
      created: 'sites.created',
      updated: 'sites.updated',
      createFailed: 'sites.createFailed',
      updateFailed: 'sites.updateFailed',
    },
    onDone,
  });
  const active = field('active');

  return (
    <form onSubmit={form.handleSubmit((body) => save(body))} noValidate className="grid gap-4">
      <FormField {...field('name')} label={t('sites.name')}>
        <Input autoComplete="off" disabled={pending} {...form.register('name')} />
      </FormField>
      <FormField {...field('address')} label={t('sites.address')}>
        <Input autoComplete="off" disabled={pending} {...form.register('address')} />
      </FormField>
      <BranchSelect
        {...field('branchId')}
        control={form.control}
        name="branchId"
        label={t('sites.branch')}
        placeholder={t('sites.chooseBranch')}
        disabled={pending}
        current={site?.branch}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('contactName')} label={t('sites.contactName')}>
          <Input autoComplete="off" disabled={pending} {...form.register('contactName')} />
        </FormField>
        <FormField {...field('contactPhone')} label={t('sites.contactPhone')}>
          <Input
            type="tel"
            autoComplete="off"
            disabled={pending}
            {...form.register('contactPhone')}
          />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="active"
        render={({ field: control }) => (
          <div className="grid gap-1">
            <div className="flex items-center gap-3">
              <Switch
                id={active.id}
                ref={control.ref}
                checked={control.value}
                onCheckedChange={control.onChange}
                onBlur={control.onBlur}
                disabled={pending}
                aria-describedby={`${active.id}-hint`}
              />
              <Label htmlFor={active.id}>{t('sites.active')}</Label>
            </div>
            <p id={`${active.id}-hint`} className="text-xs text-muted-foreground">
              {t('sites.activeHint')}
            </p>
          </div>
        )}
      />
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('sites.saving')}
        submitLabel={site ? t('sites.saveChanges') : t('sites.create')}
      />
    </form>
  );
};
