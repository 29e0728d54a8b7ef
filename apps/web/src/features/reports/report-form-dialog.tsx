import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportSchema } from '@toolyard/shared';
import { sitesQuery } from '@/features/sites/api';
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
import { useCreateReport, useUpdateReport, type Report } from './api';

type ReportFormValues = { title: string; siteId: string; reportDate: string; content: string };
type ReportFormOutput = { title: string; siteId: number; reportDate: string; content: string };

const FIELDS = ['title', 'siteId', 'reportDate', 'content'] as const;

/** Today in the user's own time zone, as a date input wants it (spec 5: the default date). */
export const localToday = (now: Date = new Date()) => format(now, 'yyyy-MM-dd');

const defaultsFor = (report: Report | null): ReportFormValues => ({
  title: report?.title ?? '',
  siteId: report ? String(report.siteId) : '',
  reportDate: report?.reportDate ?? localToday(),
  content: report?.content ?? '',
});

type ReportFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The report to edit; null writes a new one. */
  report: Report | null;
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/** Spec 2 and 5: write or edit a daily report (title, site, date, content). */
export const ReportFormDialog = ({
  open,
  onOpenChange,
  report,
  returnFocusFallback,
}: ReportFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-2xl"
        returnFocusFallback={returnFocusFallback}
      >
        <DialogHeader>
          <DialogTitle>{report ? t('reports.editTitle') : t('reports.addTitle')}</DialogTitle>
          <DialogDescription>
            {report ? t('reports.editDescription') : t('reports.addDescription')}
          </DialogDescription>
        </DialogHeader>
        {/* Keyed, so each opening starts from that report's values (or today's blank one). */}
        <ReportForm key={report?.id ?? 'new'} report={report} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
};

const ReportForm = ({ report, onDone }: { report: Report | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const sites = useQuery(sitesQuery());
  const create = useCreateReport();
  const update = useUpdateReport();
  const form = useForm<ReportFormValues, unknown, ReportFormOutput>({
    resolver: zodResolver<ReportFormValues, ReportFormOutput>(reportSchema),
    defaultValues: defaultsFor(report),
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  // Reports are written for active sites; an edited report keeps its site even if inactive now.
  const activeSites = (sites.data ?? []).filter((site) => site.active);
  const keepsOwnSite = report !== null && !activeSites.some((site) => site.id === report.siteId);

  const onFailure =
    (fallbackKey: 'reports.createFailed' | 'reports.updateFailed') => (error: unknown) =>
      applyServerFieldErrors(form.setError, toastFailure(t, fallbackKey, error), FIELDS);

  const onSubmit = form.handleSubmit(({ title, content, siteId, reportDate }) => {
    const body = { title, content, siteId, reportDate };
    if (!report) {
      create.mutate(body, {
        onSuccess: () => {
          toastSuccess(t, 'reports.created');
          onDone();
        },
        onError: onFailure('reports.createFailed'),
      });
      return;
    }
    update.mutate(
      { id: report.id, body },
      {
        onSuccess: () => {
          toastSuccess(t, 'reports.updated');
          onDone();
        },
        onError: onFailure('reports.updateFailed'),
      },
    );
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    error: fieldErrorText(t, errors[name]),
  });
  const noSites = !sites.isPending && activeSites.length === 0 && !keepsOwnSite;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField {...field('title')} label={t('reports.title')}>
        <Input
          autoComplete="off"
          disabled={pending}
          aria-required="true"
          {...form.register('title')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="siteId"
          render={({ field: control }) => (
            <FormField
              {...field('siteId')}
              label={t('reports.site')}
              hint={noSites ? t('reports.noSites') : undefined}
            >
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                disabled={pending}
                placeholder={sites.isPending ? t('app.loading') : t('reports.chooseSite')}
                aria-required="true"
              >
                {report && keepsOwnSite && (
                  <SelectItem value={String(report.siteId)}>
                    {t('reports.siteWithBranch', {
                      site: report.site.name,
                      branch: report.site.branch.name,
                    })}
                  </SelectItem>
                )}
                {activeSites.map((site) => (
                  <SelectItem key={site.id} value={String(site.id)}>
                    {t('reports.siteWithBranch', { site: site.name, branch: site.branch.name })}
                  </SelectItem>
                ))}
              </SelectField>
            </FormField>
          )}
        />
        <FormField {...field('reportDate')} label={t('reports.reportDate')}>
          <Input
            type="date"
            disabled={pending}
            aria-required="true"
            {...form.register('reportDate')}
          />
        </FormField>
      </div>
      <FormField {...field('content')} label={t('reports.content')}>
        <Textarea rows={8} disabled={pending} aria-required="true" {...form.register('content')} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('reports.saving') : report ? t('reports.saveChanges') : t('reports.create')}
        </Button>
      </DialogFooter>
    </form>
  );
};
