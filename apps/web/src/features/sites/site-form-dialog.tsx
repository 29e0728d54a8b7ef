import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { siteSchema } from '@toolyard/shared';
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
import { Label } from '@/components/ui/label';
import { SelectField, SelectItem } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
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

type SiteFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The site to edit; null adds a new one. */
  site: Site | null;
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/** Spec 5 "Site form": name, branch, address required; contact optional; active toggle. */
export const SiteFormDialog = ({
  open,
  onOpenChange,
  site,
  returnFocusFallback,
}: SiteFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-xl"
        returnFocusFallback={returnFocusFallback}
      >
        <DialogHeader>
          <DialogTitle>{site ? t('sites.editTitle') : t('sites.addTitle')}</DialogTitle>
          <DialogDescription>
            {site ? t('sites.editDescription', { name: site.name }) : t('sites.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <SiteForm key={site?.id ?? 'new'} site={site} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
};

const SiteForm = ({ site, onDone }: { site: Site | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { user } = useSession();
  const branches = useQuery(branchesQuery());
  const create = useCreateSite();
  const update = useUpdateSite();
  const pending = create.isPending || update.isPending;
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
  const { errors } = form.formState;

  const onFailure = (key: 'sites.createFailed' | 'sites.updateFailed') => (error: unknown) =>
    applyServerFieldErrors(form.setError, toastFailure(t, key, error), FIELDS);

  const onSubmit = form.handleSubmit((body) => {
    if (!site) {
      create.mutate(body, {
        onSuccess: () => {
          toastSuccess(t, 'sites.created');
          onDone();
        },
        onError: onFailure('sites.createFailed'),
      });
      return;
    }
    update.mutate(
      { id: site.id, body },
      {
        onSuccess: () => {
          toastSuccess(t, 'sites.updated');
          onDone();
        },
        onError: onFailure('sites.updateFailed'),
      },
    );
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    error: fieldErrorText(t, errors[name]),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField {...field('name')} label={t('sites.name')}>
        <Input autoComplete="off" disabled={pending} {...form.register('name')} />
      </FormField>
      <FormField {...field('address')} label={t('sites.address')}>
        <Input autoComplete="off" disabled={pending} {...form.register('address')} />
      </FormField>
      <Controller
        control={form.control}
        name="branchId"
        render={({ field: control }) => (
          <FormField {...field('branchId')} label={t('sites.branch')}>
            <SelectField
              ref={control.ref}
              name={control.name}
              value={control.value}
              onValueChange={control.onChange}
              onBlur={control.onBlur}
              disabled={pending}
              placeholder={t('sites.chooseBranch')}
            >
              {site && !branches.data?.some((branch) => branch.id === site.branchId) && (
                <SelectItem value={String(site.branchId)}>{site.branch.name}</SelectItem>
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
                id={`${idPrefix}-active`}
                ref={control.ref}
                checked={control.value}
                onCheckedChange={control.onChange}
                onBlur={control.onBlur}
                disabled={pending}
                aria-describedby={`${idPrefix}-active-hint`}
              />
              <Label htmlFor={`${idPrefix}-active`}>{t('sites.active')}</Label>
            </div>
            <p id={`${idPrefix}-active-hint`} className="text-xs text-muted-foreground">
              {t('sites.activeHint')}
            </p>
          </div>
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('sites.saving') : site ? t('sites.saveChanges') : t('sites.create')}
        </Button>
      </DialogFooter>
    </form>
  );
};
